import { describe, expect, test } from 'bun:test'
import { type Db, MongoServerError } from 'mongodb'
import { DomainError } from '../../../domain/errors'
import { DocumentChangedMeanwhile, MongoTransactions } from '../../../infrastructure/persistence/mongo/mongo-transactions'

/** A deployment as `hello` tells it, whose sessions run the callback once, as the driver does when nothing is labelled transient. */
function deployment(hello: Record<string, unknown>): Db {
  const session = { withTransaction: async (work: () => Promise<void>) => work(), endSession: async () => {} }
  return { client: { startSession: () => session }, admin: () => ({ command: async () => hello }) } as unknown as Db
}
const replicaSet = deployment({ setName: 'rs0' })
// DocumentDB's gateway answers a lock timeout inside a transaction as code 112 without the label.
const unlabelledConflict = () => new MongoServerError({ ok: 0, code: 112, errmsg: 'canceling statement due to lock timeout' })
const busy = { code: 'UPSTREAM_UNAVAILABLE', message: 'The database is busy, please try again' }
const shape = (error: unknown) => (error instanceof DomainError ? { code: error.code, message: error.message } : error)

/** Runs `work` in a transaction; answers its result or error and how many times it ran. */
async function attempt(db: Db, failures: (attempt: number) => unknown) {
  let runs = 0
  try {
    const result = await new MongoTransactions(db).run(async () => {
      const failure = failures(++runs)
      if (failure) throw failure
      return 'done'
    })
    return { result, runs }
  } catch (error) {
    return { error: shape(error), runs }
  }
}

describe('MongoTransactions: write conflicts', () => {
  test('an unlabelled WriteConflict or a document changed meanwhile runs the transaction again', async () => {
    expect(await attempt(replicaSet, (n) => (n === 1 ? unlabelledConflict() : n === 2 ? new DocumentChangedMeanwhile() : null))).toEqual({
      result: 'done',
      runs: 3,
    })
  })

  test("DocumentDB's 'current transaction is aborted' (25P02), its answer to a conflict under maxTimeMS, runs it again", async () => {
    const aborted = new MongoServerError({
      ok: 0,
      code: 33685826,
      errmsg: 'current transaction is aborted, commands ignored until end of transaction block',
    })
    expect(await attempt(replicaSet, (n) => (n === 1 ? aborted : null))).toEqual({ result: 'done', runs: 2 })
  })

  test('a conflict that outlasts 20 runs is 503 busy, never a 500', async () => {
    expect(await attempt(replicaSet, () => new DocumentChangedMeanwhile())).toEqual({ error: busy, runs: 20 })
  })

  test('a conflict labelled transient has been retried by the driver already: 503 at once', async () => {
    const labelled = new MongoServerError({ ok: 0, code: 112, errmsg: 'WriteConflict', errorLabels: ['TransientTransactionError'] })
    expect(await attempt(replicaSet, () => labelled)).toEqual({ error: busy, runs: 1 })
  })

  test('any other error passes once, as it was', async () => {
    const duplicate = new MongoServerError({ ok: 0, code: 11000, errmsg: 'E11000 duplicate key' })
    expect(await attempt(replicaSet, () => duplicate)).toEqual({ error: duplicate, runs: 1 })
  })

  test('without transactions (FerretDB, a standalone server) the work runs once, without a session', async () => {
    expect(await attempt(deployment({ isWritablePrimary: true }), () => unlabelledConflict())).toEqual({
      error: unlabelledConflict(),
      runs: 1,
    })
  })
})
