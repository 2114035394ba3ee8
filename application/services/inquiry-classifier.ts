import { inject, injectable } from 'inversify'
import type { Intent } from '../../domain/intent'
import type { Logger } from '../ports/logger'
import { TOKENS } from '../ports/tokens'
import { ClassifyIntent } from '../use-cases/classify-intent'
import { failureReason } from './model-failure'

/** The intent of a customer's text for a new inquiry; a failing classifier never loses the inquiry (GENERAL then). */
@injectable()
export class InquiryClassifier {
  constructor(
    @inject(ClassifyIntent) private readonly classify: ClassifyIntent,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  async intentOf(text: string): Promise<Intent> {
    const sample = text.slice(0, 4000).trim()
    if (sample === '') return 'GENERAL'
    try {
      return (await this.classify.execute({ message: sample })).intent
    } catch (error) {
      this.logger.warn('inquiry could not be classified; kept as GENERAL', { reason: failureReason(error) })
      return 'GENERAL'
    }
  }
}
