import { beforeAll, describe, expect, test } from 'bun:test'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import { parseFilter } from '../../domain/query-filter'
import { DOCS, FILTER_CASES, idOf, LABELS, labelOf } from '../support/filter-cases'
import { testStamp } from '../support/test-stamp'

/** How one backend legitimately departs from the shared filter cases; every departure says why. */
export interface FilterCaseProfile {
  /** Documents the backend cannot store, with the reason: left out of the data and of every expectation. */
  readonly unstorable: Readonly<Record<string, string>>
  /** Cases the backend answers differently: its answer (labels, or 'refused' when it throws) and why. */
  readonly differs: Readonly<Record<string, { readonly expected: readonly string[] | 'refused'; readonly why: string }>>
}

const ELEM_MATCH_FIELDS =
  'FerretDB v1 implements $elemMatch over element objects only in part: a field condition is an "unknown operator" or matches nothing'

/**
 * FerretDB v1.24 on its SQLite backend (what scripts/ferretdb.sh runs). These are limits of that
 * server, not of the adapter: MongoDB itself answers every case as written, with no profile.
 */
export const FERRETDB_V1_SQLITE: FilterCaseProfile = {
  unstorable: {
    quoted: 'its SQLite backend splices keys holding `"` or `\\` into JSON unescaped ("SQL logic error: malformed JSON")',
    nested: 'it refuses nested arrays ("nested arrays are not supported")',
    mallory: 'it refuses nested arrays ("nested arrays are not supported")',
  },
  differs: {
    'an object inside an array': { expected: [], why: 'FerretDB v1 does not compare an object operand with the elements of an array' },
    '$elemMatch over objects: same element': { expected: 'refused', why: ELEM_MATCH_FIELDS },
    '$elemMatch needs one element for all': { expected: 'refused', why: ELEM_MATCH_FIELDS },
    '$elemMatch with a nested array field': { expected: [], why: ELEM_MATCH_FIELDS },
    '$elemMatch with $or inside': { expected: 'refused', why: 'FerretDB v1: "$elemMatch: support for $or not implemented yet"' },
    '$elemMatch over scalars, same element': {
      expected: ['grace'],
      why: 'FerretDB v1 lets each operator of a scalar $elemMatch pick its own element',
    },
    '$elemMatch on an object field (not array)': { expected: [], why: ELEM_MATCH_FIELDS },
    '$elemMatch empty matches arrays with an object': { expected: [], why: ELEM_MATCH_FIELDS },
    '_id inside $elemMatch is an ordinary field': { expected: [], why: ELEM_MATCH_FIELDS },
  },
}

const NO_DIFFERENCES: FilterCaseProfile = { unstorable: {}, differs: {} }
const byId = (labels: readonly string[]) => [...labels].sort((a, b) => idOf(a).localeCompare(idOf(b)))

/**
 * Every case of tests/support/filter-cases.ts through `find`, on one store holding the shared
 * documents, so each adapter (and the fake) answers exactly what the SQLite compiler answers.
 */
export function describeFilterCases(
  name: string,
  makeStore: () => Promise<DataLakeStore> | DataLakeStore,
  profile: FilterCaseProfile = NO_DIFFERENCES,
) {
  describe(`DataLakeStore filter cases: ${name}`, () => {
    const db = {
      name: 'filter_cases_k3j9x2',
      userFriendlyName: 'Filter cases',
      source: 'erp',
      workspaceId: 'w1',
      variables: [],
      sensitiveVariables: [],
      createdAt: new Date(0),
    }
    const stored = LABELS.filter((label) => !Object.hasOwn(profile.unstorable, label))
    let store: DataLakeStore
    beforeAll(async () => {
      store = await makeStore()
      expect(await store.createDatabase(db, testStamp())).toBe('created')
      await store.insertDocuments(
        db.name,
        stored.map((label) => ({ id: idOf(label), fields: structuredClone(DOCS[label]!) })),
        testStamp(),
      )
    })

    test('the profile names only existing cases and documents', () => {
      const names = new Set(FILTER_CASES.map(([caseName]) => caseName))
      expect(Object.keys(profile.differs).filter((caseName) => !names.has(caseName))).toEqual([])
      expect(Object.keys(profile.unstorable).filter((label) => !LABELS.includes(label))).toEqual([])
    })

    test.each(FILTER_CASES)('%s', async (caseName, filter, expected) => {
      const find = async () =>
        (await store.find(db.name, { filter: parseFilter(filter), sort: [], skip: 0, limit: 1000, fields: null })).map((d) => labelOf(d.id))
      const difference = profile.differs[caseName]
      if (difference?.expected === 'refused') {
        await expect(find()).rejects.toThrow()
        return
      }
      const answer = difference ? difference.expected : expected.filter((label) => stored.includes(label))
      expect(byId(await find())).toEqual(byId(answer))
    })
  })
}
