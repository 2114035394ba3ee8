import type { AssistantContext, LanguageModel } from '../../application/ports/language-model'
import type { Intent } from '../../domain/intent'
import { intakeReply } from './offline-intake-assistant'

/** Anything that classifies text synchronously, like OfflineIntentClassifier. */
export interface IntentClassifier {
  classify(text: string): Intent
}

/** The embedded default: the offline classifier and the rule-based intake assistant; no network, never fails. */
export class OfflineLanguageModel implements LanguageModel {
  constructor(private readonly classifier: IntentClassifier) {}

  async classify(message: string): Promise<Intent> {
    return this.classifier.classify(message)
  }

  async reply(context: AssistantContext): Promise<string> {
    return intakeReply(context, (text) => this.classifier.classify(text))
  }
}
