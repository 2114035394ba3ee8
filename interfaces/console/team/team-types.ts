/** The shapes of the members and API key routes, taken from the generated API schema. */
import type { paths } from '../generated/api-schema'

type Json<Op, Status extends number> = Op extends { responses: infer R }
  ? Status extends keyof R
    ? R[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never
type Members = paths['/api/v1/workspaces/{id}/members']
type Keys = paths['/api/v1/workspaces/{id}/api-keys']

export type MemberList = Json<Members['get'], 200>
export type Member = MemberList['data'][number]
export type Invitation = MemberList['invitations'][number]
export type Role = Member['role']
export type RoleChanged = Json<paths['/api/v1/workspaces/{id}/members/{userId}']['patch'], 200>
export type AddMemberBody = NonNullable<Members['post']['requestBody']>['content']['application/json']
export type AddedMember = Json<Members['post'], 201>
export type ApiKey = Json<Keys['get'], 200>['data'][number]
export type CreateKeyBody = NonNullable<Keys['post']['requestBody']>['content']['application/json']
export type CreatedKey = Json<Keys['post'], 201>
export const ROLES: readonly Role[] = ['owner', 'editor', 'viewer']
export const KEY_ROLES: readonly CreateKeyBody['role'][] = ['editor', 'viewer']
