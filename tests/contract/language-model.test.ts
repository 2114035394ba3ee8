import { DomainError } from '../../domain/errors'
import type { Intent } from '../../domain/intent'
import { GroqLanguageModel } from '../../infrastructure/llm/groq-language-model'
import { OfflineIntentClassifier } from '../../infrastructure/llm/offline/offline-intent-classifier'
import { OfflineLanguageModel } from '../../infrastructure/llm/offline-language-model'
import { fakeGroqServer } from '../fakes/fake-groq-server'
import { ScriptedLanguageModel } from '../fakes/scripted-language-model'
import { describeLanguageModel } from './language-model.contract'

describeLanguageModel('ScriptedLanguageModel', () => {
  const intents: (Intent | Error)[] = []
  const replies: (string | Error)[] = []
  const outage = () => DomainError.upstreamUnavailable('The assistant is unavailable')
  return {
    model: new ScriptedLanguageModel(intents, replies),
    willAnswer: (answer) => void ('intent' in answer ? intents.push(answer.intent) : replies.push(answer.reply)),
    breakBackend: () => {
      intents.push(outage())
      replies.push(outage())
    },
  }
})

const classifier = OfflineIntentClassifier.fromFile()
describeLanguageModel('OfflineLanguageModel', () => ({
  model: new OfflineLanguageModel(classifier),
  willAnswer: () => {},
  breakBackend: null,
}))

describeLanguageModel('GroqLanguageModel (real groq-sdk, fake Groq on loopback)', () => {
  const fake = fakeGroqServer()
  return {
    model: new GroqLanguageModel({ apiKey: 'gsk_test_key', model: 'llama-test', baseUrl: fake.url, timeoutMs: 2000 }),
    willAnswer: (answer) =>
      fake.next({ kind: 'reply', content: 'intent' in answer ? JSON.stringify({ intent: answer.intent }) : answer.reply }),
    breakBackend: () => fake.setFallback({ kind: 'status', status: 500 }),
    close: () => fake.stop(),
  }
})
