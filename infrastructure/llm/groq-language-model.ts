import Groq from 'groq-sdk'
import type { ChatCompletionCreateParamsNonStreaming } from 'groq-sdk/resources/chat/completions'
import type { AssistantContext, LanguageModel } from '../../application/ports/language-model'
import { estimateTokens, recentTurnsWithin } from '../../domain/chat-session'
import { detectedLanguage } from '../../domain/conversation-language'
import { DomainError } from '../../domain/errors'
import { type Intent, parseIntent } from '../../domain/intent'
import {
  CHAT_SYSTEM_PROMPT,
  CLASSIFY_SYSTEM_PROMPT,
  chatSystemPrompt,
  INSTRUCTIONS_REFUSAL,
  revealsInstructions,
} from './assistant-prompts'

export interface GroqSettings {
  readonly apiKey: string
  readonly model: string
  readonly baseUrl: string | null
  /** The whole budget of one call, retries included (default 15 s). */
  readonly timeoutMs?: number
}

/** System prompt and recent turns together stay under this many estimated tokens. */
export const PROMPT_TOKEN_BUDGET = 3000

/** The assistant on Groq through groq-sdk: JSON mode at temperature 0 for classification, one bounded call each. */
export class GroqLanguageModel implements LanguageModel {
  private readonly client: Groq
  private readonly timeoutMs: number

  constructor(private readonly settings: GroqSettings) {
    this.timeoutMs = settings.timeoutMs ?? 15_000
    this.client = new Groq({
      apiKey: settings.apiKey,
      // Always explicit: the SDK would otherwise read GROQ_BASE_URL from the environment itself.
      baseURL: settings.baseUrl ?? 'https://api.groq.com',
      // The SDK defaults (60 s, 2 retries with back-off) allow minutes; one attempt fits the budget.
      timeout: this.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    })
  }

  async classify(message: string): Promise<Intent> {
    const content = await this.complete({
      messages: [
        { role: 'system', content: CLASSIFY_SYSTEM_PROMPT },
        { role: 'user', content: message },
      ],
      temperature: 0,
      response_format: { type: 'json_object' },
      max_completion_tokens: 20,
    })
    let parsed: unknown
    try {
      parsed = JSON.parse(content)
    } catch {
      throw DomainError.upstreamBadResponse('Groq answered invalid JSON')
    }
    const intent = parseIntent(parsed !== null && typeof parsed === 'object' ? (parsed as { intent?: unknown }).intent : undefined)
    if (!intent) throw DomainError.upstreamBadResponse('Groq answered an unknown intent')
    return intent
  }

  async reply(context: AssistantContext): Promise<string> {
    // The visitor's language from all of their turns, so a bare "Hamburg" does not switch it.
    const system = chatSystemPrompt(detectedLanguage(context.turns.filter((t) => t.role === 'user').map((t) => t.content)))
    const turns = recentTurnsWithin(context.turns, PROMPT_TOKEN_BUDGET - estimateTokens(system))
    const content = await this.complete({
      messages: [{ role: 'system', content: system }, ...turns.map((t) => ({ role: t.role, content: t.content }))],
      temperature: 0.3,
      max_completion_tokens: 500,
    })
    return revealsInstructions(content, CHAT_SYSTEM_PROMPT) ? INSTRUCTIONS_REFUSAL : content.trim()
  }

  private async complete(params: Omit<ChatCompletionCreateParamsNonStreaming, 'model'>): Promise<string> {
    try {
      // The signal also bounds reading the body, which the client's own timeout stops covering once headers arrive.
      const completion = await this.client.chat.completions.create(
        { ...params, model: this.settings.model, stream: false },
        { signal: AbortSignal.timeout(this.timeoutMs) },
      )
      const content = completion.choices?.[0]?.message?.content
      if (typeof content !== 'string' || content.trim() === '') throw DomainError.upstreamBadResponse('Groq answered without content')
      return content
    } catch (error) {
      throw translate(error)
    }
  }
}

/** Our own words only: a provider's error text may quote the prompt. */
function translate(error: unknown): DomainError {
  if (error instanceof DomainError) return error
  if (error instanceof Groq.APIConnectionTimeoutError || error instanceof Groq.APIUserAbortError)
    return DomainError.upstreamUnavailable('Groq timed out')
  if (error instanceof Groq.APIConnectionError) return DomainError.upstreamUnavailable('Groq is unreachable')
  if (error instanceof Groq.APIError && typeof error.status === 'number')
    return DomainError.upstreamUnavailable(`Groq answered ${error.status}`)
  return DomainError.upstreamBadResponse('Groq answered something unusable')
}
