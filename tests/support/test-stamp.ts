import { anonymousStamp, type ChangeStamp } from '../../domain/change-entries'

/** The stamp of a write a test makes straight on a store: anonymous, now, values kept as stored. */
export function testStamp(source = 'erp'): ChangeStamp {
  return anonymousStamp(source, new Date().toISOString())
}
