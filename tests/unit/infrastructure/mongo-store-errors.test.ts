import { describe, expect, test } from 'bun:test'
import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb'
import { DomainError } from '../../../domain/errors'
import { guardStoreErrors, toStoreError } from '../../../infrastructure/persistence/mongo/mongo-client'

const unavailable = { code: 'UPSTREAM_UNAVAILABLE', message: 'The database is unavailable, please try again later' }
const shape = (error: unknown) => (error instanceof DomainError ? { code: error.code, message: error.message } : error)

describe('MongoDB driver errors as the core sees them', () => {
  test('unreachable, network and time-limit failures become UPSTREAM_UNAVAILABLE without the driver text', () => {
    const failures = [
      new MongoServerSelectionError('Server selection timed out after 500 ms (127.0.0.1:27017)', {} as never),
      new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017'),
      new MongoServerError({ ok: 0, code: 50, errmsg: 'operation exceeded time limit', codeName: 'MaxTimeMSExpired' }),
      new MongoServerError({ ok: 0, code: 10107, errmsg: 'not primary', codeName: 'NotWritablePrimary' }),
    ]
    for (const failure of failures) expect(shape(toStoreError(failure))).toEqual(unavailable)
  })

  test('other driver errors stay internal (a 500 whose text is logged, never answered) and DomainErrors pass', () => {
    const other = toStoreError(new MongoServerError({ ok: 0, code: 2, errmsg: 'bad value', codeName: 'BadValue' }))
    expect(other).not.toBeInstanceOf(DomainError)
    const domain = DomainError.notFound('Database not found')
    expect(toStoreError(domain)).toBe(domain)
  })

  test('the guard maps rejections and answers UPSTREAM_UNAVAILABLE for a call past its deadline', async () => {
    const adapter = guardStoreErrors(
      {
        fails: async () => {
          throw new MongoNetworkError('socket hang up')
        },
        hangs: () => new Promise<never>(() => {}),
        works: async (x: number) => x + 1,
      },
      50,
    )
    expect(await adapter.works(1)).toBe(2)
    expect(shape(await adapter.fails().catch((e: unknown) => e))).toEqual(unavailable)
    expect(shape(await adapter.hangs().catch((e: unknown) => e))).toEqual(unavailable)
  })
})
