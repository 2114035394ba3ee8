import { describe, expect, test } from 'bun:test'
import type { StoreHealth } from '../../application/ports/store-health'

type Make = () => StoreHealth | Promise<StoreHealth>

/**
 * The behaviour every StoreHealth adapter must have: true while its store answers, and false,
 * never a rejection, when it does not. `makeUnreachable` builds the adapter on a store that is gone.
 */
export function describeStoreHealth(name: string, makeHealthy: Make, makeUnreachable: Make) {
  describe(`StoreHealth contract: ${name}`, () => {
    test('a store that answers is healthy', async () => {
      expect(await (await makeHealthy()).ping()).toBe(true)
    })

    test('a store that is gone is unhealthy, reported without throwing', async () => {
      expect(await (await makeUnreachable()).ping()).toBe(false)
    })
  })
}
