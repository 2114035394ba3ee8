import { Elysia, t } from 'elysia'
import type { AddMember } from '../../../application/use-cases/add-member'
import type { ChangeMemberRole } from '../../../application/use-cases/change-member-role'
import type { CreateWorkspace } from '../../../application/use-cases/create-workspace'
import type { ListMembers } from '../../../application/use-cases/list-members'
import type { ListWorkspaces } from '../../../application/use-cases/list-workspaces'
import type { RemoveMember } from '../../../application/use-cases/remove-member'
import type { RenameWorkspace } from '../../../application/use-cases/rename-workspace'
import type { ProtectedRoutes } from '../protected-routes'
import { errors, MessageSchema } from '../schemas'
import {
  AddedMemberSchema,
  AddMemberBody,
  MemberParams,
  MemberRoleSchema,
  MembersSchema,
  NameBody,
  RoleBody,
  WorkspaceParams,
  WorkspaceSchema,
} from './workspace-schemas'

export interface WorkspaceRouteDeps {
  protect: ProtectedRoutes
  listWorkspaces: ListWorkspaces
  createWorkspace: CreateWorkspace
  renameWorkspace: RenameWorkspace
  listMembers: ListMembers
  addMember: AddMember
  changeMemberRole: ChangeMemberRole
  removeMember: RemoveMember
}

/** Workspaces and their members, for people (an API key is refused with 403). */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/workspaces', tags: ['Workspaces'] })
    .get(
      '',
      ...protect.handler(
        {
          response: { 200: t.Array(WorkspaceSchema), ...errors(401, 403, 503) },
          detail: {
            summary: 'The caller’s workspaces',
            description: 'The personal workspace first, then the ones joined; `role` is the caller’s.',
          },
        },
        ({ principal }) => deps.listWorkspaces.execute({ principal }),
      ),
    )
    .post(
      '',
      ...protect.handler(
        {
          body: NameBody,
          response: { 201: WorkspaceSchema, ...errors(400, 401, 403, 409, 413, 415, 503) },
          detail: { summary: 'Create a team workspace', description: 'The caller becomes its owner.' },
        },
        async ({ body, principal, status }) => status(201, await deps.createWorkspace.execute({ principal, name: body.name })),
      ),
    )
    .patch(
      '/:id',
      ...protect.handler(
        {
          params: WorkspaceParams,
          body: NameBody,
          response: { 200: WorkspaceSchema, ...errors(400, 401, 403, 404, 413, 415, 503) },
          detail: { summary: 'Rename a workspace (owners)' },
        },
        ({ params, body, principal }) => deps.renameWorkspace.execute({ principal, id: params.id, name: body.name }),
      ),
    )
    .get(
      '/:id/members',
      ...protect.handler(
        {
          params: WorkspaceParams,
          response: { 200: MembersSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Members and pending invitations of a workspace (any member)' },
        },
        ({ params, principal }) => deps.listMembers.execute({ principal, id: params.id }),
      ),
    )
    .post(
      '/:id/members',
      ...protect.handler(
        {
          params: WorkspaceParams,
          body: AddMemberBody,
          response: { 201: AddedMemberSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Add a member by e-mail address (owners)',
            description: 'An existing user joins at once; an unknown address joins at its first sign-in. Either way a mail tells them.',
          },
        },
        async ({ params, body, principal, status }) =>
          status(201, await deps.addMember.execute({ principal, id: params.id, email: body.email, role: body.role })),
      ),
    )
    .patch(
      '/:id/members/:userId',
      ...protect.handler(
        {
          params: MemberParams,
          body: RoleBody,
          response: { 200: MemberRoleSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: { summary: 'Change a member’s role (owners)', description: 'The last owner cannot be demoted (409).' },
        },
        ({ params, body, principal }) => deps.changeMemberRole.execute({ principal, ...params, role: body.role }),
      ),
    )
    .delete(
      '/:id/members/:userId',
      ...protect.handler(
        {
          params: MemberParams,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 409, 503) },
          detail: {
            summary: 'Remove a member (owners), or leave',
            description: 'The last owner cannot leave or be removed (409). The member loses access at its next request.',
          },
        },
        ({ params, principal }) => deps.removeMember.execute({ principal, ...params }),
      ),
    )
}
