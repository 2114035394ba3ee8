import { t } from 'elysia'
import { OBJECT_ID_PATTERN } from '../../../domain/object-id'
import { WHITESPACE_CLASS } from '../../../domain/text-patterns'
import { emailField } from '../email-schema'
import { text } from '../text-schema'

const Id = (what: string) => t.String({ pattern: OBJECT_ID_PATTERN, description: what })
const RoleSchema = t.Union([t.Literal('owner'), t.Literal('editor'), t.Literal('viewer')])
const KeyRole = t.Union([t.Literal('editor'), t.Literal('viewer')])
const Instant = t.String({ format: 'date-time' })
const CONTROL = '\\u0000-\\u001f\\u007f'
/** What parseWorkspaceName and parseKeyName keep: trimmed, not blank, no control characters inside. */
const NAME_PATTERN = `^[${WHITESPACE_CLASS}]*[^${WHITESPACE_CLASS}${CONTROL}](?:[^${CONTROL}]*[^${WHITESPACE_CLASS}${CONTROL}])?[${WHITESPACE_CLASS}]*$`
const Name = (description: string) => text(100, { minLength: 1, pattern: NAME_PATTERN, description })

export const WorkspaceParams = t.Object({ id: Id('The workspace id') })
export const MemberParams = t.Object({ id: Id('The workspace id'), userId: Id('The member’s user id') })
export const KeyParams = t.Object({ id: Id('The workspace id'), keyId: Id('The API key id') })

export const NameBody = t.Object({ name: Name('1 to 100 characters, no control characters') })
export const WorkspaceSchema = t.Object({ _id: t.String(), name: t.String(), createdAt: Instant, role: RoleSchema })

export const AddMemberBody = t.Object({
  email: emailField({ seed: false, description: 'The address to add; an address without an account joins at its first sign-in' }).field,
  role: RoleSchema,
})
export const RoleBody = t.Object({ role: RoleSchema })
export const AddedMemberSchema = t.Object({
  email: t.String(),
  role: RoleSchema,
  status: t.Union([t.Literal('joined'), t.Literal('invited')]),
  mailed: t.Boolean(),
})
export const MembersSchema = t.Object({
  data: t.Array(t.Object({ userId: t.String(), email: t.String(), name: t.String(), role: RoleSchema, joinedAt: Instant })),
  invitations: t.Array(t.Object({ email: t.String(), role: RoleSchema, invitedAt: Instant })),
})
export const MemberRoleSchema = t.Object({ userId: t.String(), role: RoleSchema })

export const CreateKeyBody = t.Object({
  name: Name('1 to 100 characters, no control characters'),
  role: KeyRole,
  sources: t.Optional(
    t.Union([t.Array(t.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }), { minItems: 1, maxItems: 50 }), t.Null()], {
      description: 'The sources the key reaches; absent or null: every source',
    }),
  ),
  expiresAt: t.Optional(t.Union([Instant, t.Null()], { description: 'In the future (else 400); absent or null: never expires' })),
})
const keyFields = {
  _id: t.String(),
  name: t.String(),
  role: KeyRole,
  sources: t.Union([t.Array(t.String()), t.Null()]),
  createdAt: Instant,
  expiresAt: t.Union([Instant, t.Null()]),
  lastUsedAt: t.Union([Instant, t.Null()]),
}
export const ApiKeySchema = t.Object(keyFields)
export const CreatedKeySchema = t.Object({ ...keyFields, key: t.String({ description: 'lk_<id>_<secret>: shown only in this answer' }) })
