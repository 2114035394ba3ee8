import { ApiError } from '../api-client'

/** Why a selected document refused a bulk edit, by id (`gone`: it no longer exists): what the grid shows on its row. */
export type Conflicts = Map<string, { gone: boolean; why: string }>

/**
 * After a batch failed with 412 (a version moved) or 404 (a document went): compares the versions
 * the grid showed with the current ones, so every stale row is named, not only the first one the
 * batch stopped at (`index`).
 */
export function conflictsOf(
  error: ApiError,
  ids: readonly string[],
  shown: (id: string) => number | undefined,
  current: Record<string, number>,
): Conflicts {
  const conflicts: Conflicts = new Map()
  for (const id of ids) {
    const now = current[id]
    if (now === undefined) conflicts.set(id, { gone: true, why: 'deleted since you loaded it' })
    else if (shown(id) !== undefined && shown(id) !== now)
      conflicts.set(id, { gone: false, why: `changed since you loaded it (version ${shown(id)} → ${now})` })
  }
  const index = (error.body as { index?: unknown }).index
  const failing = typeof index === 'number' ? ids[index] : undefined
  if (failing && !conflicts.has(failing))
    conflicts.set(failing, error.status === 404 ? { gone: true, why: 'not found' } : { gone: false, why: 'changed since you loaded it' })
  return conflicts
}

/** A batch refused because a document changed or went: the answers whose rows the grid marks. */
export function isStaleRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 412 || error.status === 404)
}
