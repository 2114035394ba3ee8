import { isPlainObject } from '../../domain/field-name'

type Tree = { [key: string]: Tree | true }

/**
 * Projection runs in TypeScript on the page SQLite returned (at most 1000 rows, after LIMIT),
 * because sensitive fields are decrypted after the query anyway. `_id` is always kept. Dotted
 * paths pick nested fields (`address.city`) and reach into arrays of objects element by
 * element, as MongoDB's inclusion projection does; when `a` and `a.b` are both asked, `a` wins.
 * Returns the identity when `fields` is null.
 */
export function compileProjection(fields: readonly string[] | null): (doc: Record<string, unknown>) => Record<string, unknown> {
  if (fields === null) return (doc) => doc
  const tree: Tree = {}
  for (const field of fields) {
    const segments = field.split('.')
    let node: Tree = tree
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!
      const existing = Object.hasOwn(node, segment) ? node[segment] : undefined
      if (existing === true) break
      if (i === segments.length - 1) node[segment] = true
      else node = existing ?? (node[segment] = {})
    }
  }
  return (doc) => {
    const picked = pick(doc, tree) as Record<string, unknown>
    return Object.hasOwn(doc, '_id') ? { _id: doc._id, ...picked } : picked
  }
}

function pick(value: unknown, tree: Tree | true): unknown {
  if (tree === true) return value
  if (Array.isArray(value)) return value.filter(isPlainObject).map((item) => pick(item, tree))
  if (!isPlainObject(value)) return undefined
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(tree)) {
    if (!Object.hasOwn(value, key)) continue
    const picked = pick(value[key], tree[key]!)
    if (picked !== undefined) out[key] = picked
  }
  return out
}
