import { expect, test } from 'bun:test'
import type { DeskSettings } from '../../../application/ports/desk-settings'
import type { InquiryStore } from '../../../application/ports/inquiry-store'
import { ReplyDelivery } from '../../../application/services/reply-delivery'
import { FakeTime } from '../../fakes/fake-time'
import { RecordingLogger } from '../../fakes/recording-logger'
import { RecordingMailer } from '../../fakes/recording-mailer'

/** Only what the poll touches: each round asks the store for due deliveries once. */
function storeCountingRounds() {
  const rounds: Date[] = []
  const store = {
    listDueDeliveries: async (now: Date) => {
      rounds.push(now)
      return []
    },
  } as unknown as InquiryStore
  return { store, rounds }
}

/** Lets a round that a timer set off finish (its promise chain) before time moves on. */
const roundFinished = () => new Promise<void>((resolve) => setImmediate(resolve))

test('the retry poll runs on the Scheduler: a round every interval of fake time, none after stop', async () => {
  const time = new FakeTime()
  const { store, rounds } = storeCountingRounds()
  const settings: DeskSettings = {
    notifyEmail: null,
    replyAddress: null,
    reopenDays: 14,
    attachmentMaxBytes: 1024,
    firstResponseMinutes: 60,
    retryScheduleSeconds: [5],
  }
  const delivery = new ReplyDelivery(store, new RecordingMailer(), settings, time, new RecordingLogger(), time)
  delivery.start(5000)
  await time.advance(4999)
  expect(rounds).toHaveLength(0)
  await time.advance(1)
  expect(rounds.map((at) => at.getTime())).toEqual([time.nowMs()])
  await time.advance(10_000, roundFinished)
  expect(rounds).toHaveLength(3)
  await delivery.stop()
  await time.advance(60_000)
  expect(rounds).toHaveLength(3)
})
