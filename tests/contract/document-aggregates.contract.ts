import { beforeAll, describe, expect, test } from 'bun:test'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import type { DocumentAggregates } from '../../application/ports/document-aggregates'
import { arrangeGroups } from '../../domain/aggregate-order'
import { parseAggregate } from '../../domain/aggregate-query'
import { anonymousStamp } from '../../domain/change-entries'
import { AGGREGATE_CASES, AGGREGATE_DOCS } from './document-aggregates.cases'

/** Cases a backend cannot compute: it must refuse them (STORE_FEATURE_UNAVAILABLE), never answer wrongly. */
export type AggregateProfile = Readonly<Record<string, string>>

/** Every aggregate case against one store holding the shared documents: the fake, SQLite and MongoDB answer alike. */
export function describeDocumentAggregates(
  name: string,
  make: () => Promise<{ store: DataLakeStore; aggregates: DocumentAggregates }>,
  refused: AggregateProfile = {},
) {
  describe(`DocumentAggregates: ${name}`, () => {
    const db = {
      name: 'aggregate_cases_k3j9x2',
      userFriendlyName: 'Aggregate cases',
      source: 'erp',
      workspaceId: 'w1',
      variables: [],
      sensitiveVariables: [],
      createdAt: new Date(0),
    }
    let aggregates: DocumentAggregates
    beforeAll(async () => {
      const made = await make()
      aggregates = made.aggregates
      const stamp = anonymousStamp('erp', new Date(0).toISOString())
      expect(await made.store.createDatabase(db, stamp)).toBe('created')
      await made.store.insertDocuments(db.name, structuredClone(AGGREGATE_DOCS), stamp)
    })

    test.each(AGGREGATE_CASES)('%s', async (caseName, request, expected) => {
      const query = parseAggregate(request)
      const run = async () => arrangeGroups((await aggregates.aggregate(db.name, query, 10_000))!, query)
      if (refused[caseName]) {
        await expect(run()).rejects.toMatchObject({ code: 'STORE_FEATURE_UNAVAILABLE' })
        return
      }
      expect(await run()).toEqual(expected)
    })

    test('more groups than allowed: null, not a cut answer', async () => {
      const query = parseAggregate({ groupBy: ['customer'], metrics: { n: { count: true } } })
      expect(await aggregates.aggregate(db.name, query, 3)).toBeNull()
      expect(await aggregates.aggregate(db.name, query, 4)).toHaveLength(4)
    })
  })
}
