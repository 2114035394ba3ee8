import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type Intent, parseIntent } from '../../domain/intent'
import type { LanguageModel } from '../ports/language-model'
import type { Logger } from '../ports/logger'
import { TOKENS } from '../ports/tokens'
import { failureReason } from '../services/model-failure'

export const CLASSIFY_MESSAGE_MAX_LENGTH = 4000

/** Tells a logistics inquiry from a general request; when the model fails, the offline classifier answers instead. */
@injectable()
export class ClassifyIntent {
  constructor(
    @inject(TOKENS.LanguageModel) private readonly model: LanguageModel,
    @inject(TOKENS.FallbackLanguageModel) private readonly fallback: LanguageModel,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  async execute(input: { message: string }): Promise<{ intent: Intent }> {
    const message = input.message.trim()
    if (message === '') throw DomainError.validation('Invalid request: message is required', [{ path: 'message', message: 'is required' }])
    const text = message.slice(0, CLASSIFY_MESSAGE_MAX_LENGTH)
    try {
      return { intent: checked(await this.model.classify(text)) }
    } catch (error) {
      // Never the message itself: visitors type personal data.
      this.logger.warn('language model failed to classify; answering from the offline classifier', { reason: failureReason(error) })
      if (this.fallback === this.model) throw DomainError.upstreamUnavailable('Classification is unavailable, please try again later')
      return { intent: checked(await this.fallback.classify(text)) }
    }
  }
}

function checked(value: unknown): Intent {
  const intent = parseIntent(value)
  if (!intent) throw DomainError.upstreamBadResponse('The model answered an unknown intent')
  return intent
}
