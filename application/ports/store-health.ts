import type { Awaitable } from './awaitable'

/** Tells whether the store answers; an embedded store answers without a promise (see Awaitable). */
export interface StoreHealth {
  ping(): Awaitable<boolean>
}
