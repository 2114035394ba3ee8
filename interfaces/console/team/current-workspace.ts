import type { ApiClient } from '../api-client'
import type { WorkspaceSummary } from '../api-types'

/** The workspace the switcher chose (the API client's X-Workspace-Id; none: the personal one, listed first) and the caller's role in it. */
export async function currentWorkspace(api: ApiClient): Promise<WorkspaceSummary> {
  const workspaces = await api.get<WorkspaceSummary[]>('/api/v1/workspaces')
  const chosen = workspaces.find((w) => w._id === api.workspaceId) ?? workspaces[0]
  if (!chosen) throw new Error('No workspace')
  return chosen
}
