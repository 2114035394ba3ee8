import type { StoreHealth } from '../../application/ports/store-health'

/** A store that is up or down as the test says. */
export class SwitchableStoreHealth implements StoreHealth {
  constructor(public up = true) {}

  async ping(): Promise<boolean> {
    return this.up
  }
}
