import { expect, test } from 'bun:test'
import { MongoClient } from 'mongodb'
import { MongoStoreHealth, RESET_AFTER_FAILED_PINGS } from '../../../infrastructure/persistence/mongo/mongo-store-health'

// No server: a port nothing listens on (1 is reserved), selection given up after 50 ms.
test('after several failed pings in a row the client is closed and connected again, once per run of failures', async () => {
  const client = new MongoClient('mongodb://127.0.0.1:1/', { serverSelectionTimeoutMS: 50, connectTimeoutMS: 50 })
  const calls: string[] = []
  const close = client.close.bind(client)
  const connect = client.connect.bind(client)
  client.close = (async () => {
    calls.push('close')
    await close()
  }) as typeof client.close
  client.connect = (async () => {
    calls.push('connect')
    return connect()
  }) as typeof client.connect
  const health = new MongoStoreHealth(client.db('none'))
  // The driver connects by itself on the first operation: only what follows a close is the reset.
  const afterClose = () => calls.slice(calls.indexOf('close'))
  for (let i = 1; i < RESET_AFTER_FAILED_PINGS; i++) expect(await health.ping()).toBe(false)
  expect(calls).not.toContain('close')
  expect(await health.ping()).toBe(false)
  await (health as unknown as { resetting: Promise<void> | null }).resetting
  expect(afterClose()).toEqual(['close', 'connect'])
  for (let i = 1; i < RESET_AFTER_FAILED_PINGS; i++) await health.ping()
  expect(calls.filter((c) => c === 'close')).toEqual(['close'])
  await close()
})
