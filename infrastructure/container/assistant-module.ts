import { ContainerModule } from 'inversify'
import type { LanguageModel } from '../../application/ports/language-model'
import { TOKENS } from '../../application/ports/tokens'
import { ChatWithAssistant } from '../../application/use-cases/chat-with-assistant'
import { ClassifyIntent } from '../../application/use-cases/classify-intent'
import { SubmitContact } from '../../application/use-cases/submit-contact'
import type { Config } from '../config/config'
import { GroqLanguageModel } from '../llm/groq-language-model'
import { OfflineIntentClassifier } from '../llm/offline/offline-intent-classifier'
import { OfflineLanguageModel } from '../llm/offline-language-model'

/** The public assistant: Groq when GROQ_API_KEY is set, else the embedded offline model; chat, classify and contact. */
export function assistantModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.FallbackLanguageModel)
      .toDynamicValue(() => new OfflineLanguageModel(OfflineIntentClassifier.fromFile()))
      .inSingletonScope()
    const groq = config.groq
    if (groq) {
      bind(TOKENS.LanguageModel).toConstantValue(new GroqLanguageModel({ apiKey: groq.apiKey, model: groq.model, baseUrl: groq.baseUrl }))
    } else {
      bind(TOKENS.LanguageModel)
        .toResolvedValue((offline: LanguageModel) => offline, [TOKENS.FallbackLanguageModel])
        .inSingletonScope()
    }
    bind(TOKENS.ContactSettings).toConstantValue({ notifyEmail: config.contactNotifyEmail })
    const useCases: (new (...args: any[]) => object)[] = [ChatWithAssistant, ClassifyIntent, SubmitContact]
    for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope()
  })
}
