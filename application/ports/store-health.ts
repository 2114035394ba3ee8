/** Tells whether the store answers. */
export interface StoreHealth {
  ping(): Promise<boolean>
}
