import { afterEach, describe, expect, test } from 'bun:test'
import type { AssistantContext, LanguageModel } from '../../application/ports/language-model'
import type { Intent } from '../../domain/intent'

/** A LanguageModel and, where it has one, the backend the test can steer. */
export interface LanguageModelHarness {
  readonly model: LanguageModel
  /** Makes the backend answer the next call as a capable model would (a no-op where nothing can be steered). */
  willAnswer(answer: { intent: Intent } | { reply: string }): void
  /** Makes the backend fail from now on; null for a model that cannot fail (the offline one). */
  readonly breakBackend: (() => void) | null
  close?(): void
}

const inquiry = 'Please quote 2 pallets, 800 kg, from Hamburg to Oslo, pickup next Monday'
const general = 'What are your opening hours on public holidays?'
const context: AssistantContext = {
  turns: [{ role: 'user', content: 'Hi, I need a price for a shipment from Rotterdam' }],
  details: { origin: 'Rotterdam' },
}

/** The behaviour every LanguageModel adapter and fake shares. */
export function describeLanguageModel(name: string, makeHarness: () => LanguageModelHarness) {
  describe(`LanguageModel contract: ${name}`, () => {
    let harness: LanguageModelHarness | undefined
    const open = () => (harness = makeHarness())
    afterEach(() => harness?.close?.())

    test('classify tells a logistics request from anything else', async () => {
      const { model, willAnswer } = open()
      willAnswer({ intent: 'INQUIRY' })
      expect(await model.classify(inquiry)).toBe('INQUIRY')
      willAnswer({ intent: 'GENERAL' })
      expect(await model.classify(general)).toBe('GENERAL')
    })

    test('reply answers the conversation with a non-empty message', async () => {
      const { model, willAnswer } = open()
      willAnswer({ reply: 'Thanks! Where should the goods go, and what are they?' })
      const answer = await model.reply(context)
      expect(typeof answer).toBe('string')
      expect(answer.trim().length).toBeGreaterThan(0)
    })

    test('a failing backend makes classify and reply reject with an upstream error, never answer', async () => {
      const { model, breakBackend } = open()
      if (!breakBackend) return expect(await model.classify(inquiry)).toBeOneOf(['INQUIRY', 'GENERAL'])
      breakBackend()
      await expect(model.classify(inquiry)).rejects.toMatchObject({ code: expect.stringMatching(/^UPSTREAM_/) })
      await expect(model.reply(context)).rejects.toMatchObject({ code: expect.stringMatching(/^UPSTREAM_/) })
    })
  })
}
