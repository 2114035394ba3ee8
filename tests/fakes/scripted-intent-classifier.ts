import type { Intent } from '../../domain/intent'

/** Stands in for OfflineIntentClassifier: INQUIRY when the text contains one of `inquiryWords`. */
export class ScriptedIntentClassifier {
  readonly seen: string[] = []
  constructor(private readonly inquiryWords: readonly string[] = ['quote', 'ship', 'freight']) {}

  classify(text: string): Intent {
    this.seen.push(text)
    return this.inquiryWords.some((w) => text.toLowerCase().includes(w)) ? 'INQUIRY' : 'GENERAL'
  }
}
