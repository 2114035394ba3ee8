import { Elysia, t } from 'elysia'
import type { AdministerUser } from '../../../application/use-cases/administer-user'
import type { GetCurrentUser } from '../../../application/use-cases/get-current-user'
import type { GetUserById } from '../../../application/use-cases/get-user-by-id'
import type { ListUsers } from '../../../application/use-cases/list-users'
import type { UpdateProfile } from '../../../application/use-cases/update-profile'
import { OBJECT_ID_PATTERN } from '../../../domain/object-id'
import { WHITESPACE_CLASS } from '../../../domain/text-patterns'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import { text } from '../text-schema'
import { LimitQuery } from './page-query-schemas'

export interface UserRouteDeps {
  protect: ProtectedRoutes
  getCurrentUser: GetCurrentUser
  updateProfile: UpdateProfile
  getUserById: GetUserById
  listUsers: ListUsers
  administerUser: AdministerUser
}

const profileFields = {
  email: t.String(),
  name: t.String(),
  surname: t.String(),
  companyName: t.String(),
  companyVerified: t.Boolean(),
  permission: t.String({ examples: ['admin', 'agent', 'user'] }),
  status: t.String({ examples: ['Pending', 'Completed', 'Disabled'] }),
  jobTitle: t.String(),
}
const Profile = t.Object(profileFields)
const UserWithId = t.Object({ _id: t.String(), ...profileFields })
// TypeBox compiles patterns without the `u` flag, so control characters are spelled as \u escapes.
const ProfileText = text(128, {
  minLength: 1,
  pattern: `^[^\\u0000-\\u001f\\u007f]*[^${WHITESPACE_CLASS}\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$`,
})

/** The caller's profile, and any user by id for administrators. */
export function userRoutes(deps: UserRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1', tags: ['Users'] })
    .get(
      '/me',
      ...protect.handler(
        {
          response: { 200: Profile, ...errors(401, 503) },
          detail: { summary: 'Current user profile' },
        },
        ({ principal }) => deps.getCurrentUser.execute({ principal }),
      ),
    )
    .patch(
      '/me',
      ...protect.handler(
        {
          body: t.Object(
            {
              name: t.Optional(ProfileText),
              surname: t.Optional(ProfileText),
              companyName: t.Optional(ProfileText),
              jobTitle: t.Optional(ProfileText),
            },
            { minProperties: 1 },
          ),
          response: { 200: Profile, ...errors(400, 401, 413, 415, 503) },
          detail: {
            summary: 'Update the current user profile',
            description: 'Filling name, surname and companyName moves status to Completed.',
          },
        },
        ({ body, principal }) => deps.updateProfile.execute({ principal, changes: trimAll(body) }),
      ),
    )
    .get(
      '/users/:id',
      ...protect.handler(
        {
          params: t.Object({ id: t.String({ pattern: OBJECT_ID_PATTERN, description: 'ObjectId of the user' }) }),
          response: { 200: UserWithId, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Get a user by id (administrators only)' },
        },
        ({ params, principal }) => deps.getUserById.execute({ principal, id: params.id }),
      ),
    )
    .get(
      '/users',
      ...protect.handler(
        {
          query: t.Object({
            limit: LimitQuery,
            after: t.Optional(t.String({ maxLength: 64, description: 'The nextCursor of the previous page' })),
            email: t.Optional(t.String({ maxLength: 254, description: 'Only addresses starting with this text' })),
          }),
          response: {
            200: t.Object({ data: t.Array(UserWithId), nextCursor: t.Union([t.String(), t.Null()]) }),
            ...errors(400, 401, 403, 503),
          },
          detail: { summary: 'List users in id order, optionally by e-mail prefix (administrators only)' },
        },
        ({ query, principal }) => deps.listUsers.execute({ principal, limit: query.limit ?? 100, after: query.after, email: query.email }),
      ),
    )
    .patch(
      '/users/:id',
      ...protect.handler(
        {
          params: t.Object({ id: t.String({ maxLength: 64 }) }),
          body: t.Object(
            {
              permission: t.Optional(t.Union([t.Literal('admin'), t.Literal('agent'), t.Literal('user')])),
              disabled: t.Optional(t.Boolean()),
            },
            { minProperties: 1 },
          ),
          response: { 200: UserWithId, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Promote, demote, disable or enable a user (administrators only)',
            description:
              "A disabled user's tokens stop working at once; enabling restores the onboarding status. Nobody disables or demotes themselves (409).",
          },
        },
        ({ params, body, principal }) => deps.administerUser.execute({ principal, id: params.id, changes: body }),
      ),
    )
}

function trimAll<T extends Record<string, string | undefined>>(body: T): T {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v?.trim()])) as T
}
