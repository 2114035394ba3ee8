import type { MemberChange, WorkspaceStore } from '../../../application/ports/workspace-store'
import type { EmailAddress } from '../../../domain/email-address'
import type { Invitation, Membership, Role, Workspace } from '../../../domain/workspace'
import type { Sqlite } from './sqlite-database'

interface MemberRow {
  workspace_id: string
  user_id: string
  role: string
  joined_at: number
}
interface InvitationRow {
  workspace_id: string
  email: string
  role: string
  invited_at: number
}

// One statement each, so the last-owner rule holds without a transaction: the row changes only
// when it stays or becomes an owner, was not one, or another owner remains.
const KEEPS_AN_OWNER = `(? = 'owner' OR role <> 'owner'
  OR (SELECT COUNT(*) FROM workspace_members o WHERE o.workspace_id = workspace_members.workspace_id AND o.role = 'owner') > 1)`

/** Workspaces, members and invitations in the embedded store. */
export class SqliteWorkspaceStore implements WorkspaceStore {
  private readonly statements

  constructor(private readonly db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS workspaces (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS workspace_members (workspace_id TEXT NOT NULL, user_id TEXT NOT NULL, role TEXT NOT NULL,
        joined_at INTEGER NOT NULL, PRIMARY KEY (workspace_id, user_id)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS workspace_members_user ON workspace_members (user_id, joined_at);
      CREATE TABLE IF NOT EXISTS workspace_invitations (workspace_id TEXT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL,
        invited_at INTEGER NOT NULL, PRIMARY KEY (workspace_id, email)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS workspace_invitations_email ON workspace_invitations (email)`)
    this.statements = {
      find: db.prepare('SELECT * FROM workspaces WHERE id = ?'),
      create: db.prepare('INSERT OR IGNORE INTO workspaces VALUES (?, ?, ?)'),
      rename: db.prepare('UPDATE workspaces SET name = ? WHERE id = ?'),
      role: db.prepare('SELECT role FROM workspace_members WHERE workspace_id = ? AND user_id = ?'),
      ofUser: db.prepare('SELECT * FROM workspace_members WHERE user_id = ? ORDER BY joined_at, workspace_id'),
      members: db.prepare('SELECT * FROM workspace_members WHERE workspace_id = ? ORDER BY joined_at, user_id'),
      put: db.prepare(`INSERT INTO workspace_members VALUES (?, ?, ?, ?)
        ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = excluded.role`),
      join: db.prepare('INSERT OR IGNORE INTO workspace_members VALUES (?, ?, ?, ?)'),
      changeRole: db.prepare(`UPDATE workspace_members SET role = ? WHERE workspace_id = ? AND user_id = ? AND ${KEEPS_AN_OWNER}`),
      remove: db.prepare(`DELETE FROM workspace_members WHERE workspace_id = ? AND user_id = ? AND ${KEEPS_AN_OWNER}`),
      invite: db.prepare(`INSERT INTO workspace_invitations VALUES (?, ?, ?, ?)
        ON CONFLICT (workspace_id, email) DO UPDATE SET role = excluded.role, invited_at = excluded.invited_at`),
      invitations: db.prepare('SELECT * FROM workspace_invitations WHERE workspace_id = ? ORDER BY invited_at, email'),
      invitationsOf: db.prepare('SELECT * FROM workspace_invitations WHERE email = ?'),
      forget: db.prepare('DELETE FROM workspace_invitations WHERE email = ?'),
    }
  }

  async find(id: string): Promise<Workspace | null> {
    const row = this.statements.find.get(id) as { id: string; name: string; created_at: number } | undefined
    return row ? { id: row.id, name: row.name, createdAt: new Date(row.created_at) } : null
  }

  async create(workspace: Workspace, owner: Membership): Promise<boolean> {
    this.db.exec('SAVEPOINT create_workspace')
    try {
      const created = Number(this.statements.create.run(workspace.id, workspace.name, workspace.createdAt.getTime()).changes) === 1
      if (created) this.statements.put.run(owner.workspaceId, owner.userId, owner.role, owner.joinedAt.getTime())
      this.db.exec('RELEASE create_workspace')
      return created
    } catch (error) {
      this.db.exec('ROLLBACK TO create_workspace; RELEASE create_workspace')
      throw error
    }
  }

  async rename(id: string, name: string): Promise<boolean> {
    return Number(this.statements.rename.run(name, id).changes) === 1
  }

  async roleOf(workspaceId: string, userId: string): Promise<Role | null> {
    const row = this.statements.role.get(workspaceId, userId) as { role: Role } | undefined
    return row?.role ?? null
  }

  async membershipsOf(userId: string): Promise<Membership[]> {
    return (this.statements.ofUser.all(userId) as unknown as MemberRow[]).map(toMembership)
  }

  async members(workspaceId: string): Promise<Membership[]> {
    return (this.statements.members.all(workspaceId) as unknown as MemberRow[]).map(toMembership)
  }

  async putMember(m: Membership): Promise<void> {
    this.statements.put.run(m.workspaceId, m.userId, m.role, m.joinedAt.getTime())
  }

  async changeRole(workspaceId: string, userId: string, role: Role): Promise<MemberChange> {
    if (Number(this.statements.changeRole.run(role, workspaceId, userId, role).changes) === 1) return 'changed'
    return (await this.roleOf(workspaceId, userId)) ? 'last-owner' : 'absent'
  }

  async removeMember(workspaceId: string, userId: string): Promise<MemberChange> {
    if (Number(this.statements.remove.run(workspaceId, userId, 'none').changes) === 1) return 'changed'
    return (await this.roleOf(workspaceId, userId)) ? 'last-owner' : 'absent'
  }

  async invite(i: Invitation): Promise<void> {
    this.statements.invite.run(i.workspaceId, i.email, i.role, i.invitedAt.getTime())
  }

  async invitations(workspaceId: string): Promise<Invitation[]> {
    return (this.statements.invitations.all(workspaceId) as unknown as InvitationRow[]).map(toInvitation)
  }

  async acceptInvitations(email: string, userId: string, now: Date): Promise<Membership[]> {
    const pending = (this.statements.invitationsOf.all(email) as unknown as InvitationRow[]).map(toInvitation)
    const joined: Membership[] = []
    for (const invitation of pending) {
      const membership = { workspaceId: invitation.workspaceId, userId, role: invitation.role, joinedAt: now }
      if (Number(this.statements.join.run(membership.workspaceId, userId, membership.role, now.getTime()).changes) === 1)
        joined.push(membership)
    }
    this.statements.forget.run(email)
    return joined
  }
}

function toMembership(row: MemberRow): Membership {
  return { workspaceId: row.workspace_id, userId: row.user_id, role: row.role as Role, joinedAt: new Date(row.joined_at) }
}

function toInvitation(row: InvitationRow): Invitation {
  return { workspaceId: row.workspace_id, email: row.email as EmailAddress, role: row.role as Role, invitedAt: new Date(row.invited_at) }
}
