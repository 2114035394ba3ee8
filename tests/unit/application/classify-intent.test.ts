import { describe, expect, test } from 'bun:test'
import { ClassifyIntent } from '../../../application/use-cases/classify-intent'
import { DomainError } from '../../../domain/errors'
import { RecordingLogger } from '../../fakes/recording-logger'
import { ScriptedLanguageModel } from '../../fakes/scripted-language-model'

describe('ClassifyIntent', () => {
  test('answers with the model’s intent', async () => {
    const model = new ScriptedLanguageModel(['GENERAL'])
    const classify = new ClassifyIntent(model, new ScriptedLanguageModel(), new RecordingLogger())
    expect(await classify.execute({ message: '  What are your opening hours?  ' })).toEqual({ intent: 'GENERAL' })
    expect(model.classified).toEqual(['What are your opening hours?'])
  })

  const failures: [string, Error | string][] = [
    ['a timeout', DomainError.upstreamUnavailable('Groq timed out')],
    ['a 429', DomainError.upstreamUnavailable('Groq answered 429')],
    ['an unexpected error', new TypeError('boom')],
    ['an unknown label', 'SPAM'],
  ]
  for (const [name, failure] of failures) {
    test(`falls back to the offline classifier on ${name}, logging without the message`, async () => {
      const fallback = new ScriptedLanguageModel(['INQUIRY'])
      const logger = new RecordingLogger()
      const classify = new ClassifyIntent(new ScriptedLanguageModel([failure]), fallback, logger)
      expect(await classify.execute({ message: 'Quote for 2 pallets to ada@example.com' })).toEqual({ intent: 'INQUIRY' })
      expect(fallback.classified).toHaveLength(1)
      expect(logger.lines.map((l) => l.level)).toEqual(['warn'])
      expect(logger.text()).not.toContain('ada@example.com')
    })
  }

  test('when the offline model is the only one and fails, the answer is UPSTREAM_UNAVAILABLE', async () => {
    const only = new ScriptedLanguageModel([new Error('broken')])
    const classify = new ClassifyIntent(only, only, new RecordingLogger())
    await expect(classify.execute({ message: 'hello' })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
  })

  test('a blank message is refused before any model is asked', async () => {
    const model = new ScriptedLanguageModel()
    const classify = new ClassifyIntent(model, model, new RecordingLogger())
    await expect(classify.execute({ message: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(model.classified).toEqual([])
  })
})
