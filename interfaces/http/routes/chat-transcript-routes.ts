import { Elysia, t } from 'elysia'
import type { EnforceRateLimit, RateLimitRule } from '../../../application/use-cases/enforce-rate-limit'
import type { GetChatTranscript } from '../../../application/use-cases/get-chat-transcript'
import { rateLimiter } from '../rate-limiter'
import { errors } from '../schemas'

export interface ChatTranscriptRouteDeps {
  getChatTranscript: GetChatTranscript
  rateLimit: EnforceRateLimit
  limit: RateLimitRule
  trustProxy: boolean
}

const Transcript = t.Object({
  sessionId: t.String(),
  status: t.String({ description: "The inquiry's status once the chat became one, else the session's" }),
  messages: t.Array(
    t.Object({
      direction: t.Union([t.Literal('in'), t.Literal('out')]),
      author: t.Object({ type: t.Union([t.Literal('customer'), t.Literal('assistant'), t.Literal('agent')]) }),
      text: t.String({ description: 'Plain text, never markup' }),
      at: t.String(),
    }),
  ),
})

/** The visitor's transcript of a chat, agent replies included (no token: the session id is the secret), limited per IP. */
export function chatTranscriptRoutes(deps: ChatTranscriptRouteDeps) {
  const limited = rateLimiter(deps.rateLimit, deps.trustProxy)
  return new Elysia({ prefix: '/api/public', tags: ['Public'] }).get(
    '/chat/:sessionId',
    async ({ request, params, server }) => {
      await limited('chat-transcript', deps.limit, request, server)
      return deps.getChatTranscript.execute({ sessionId: params.sessionId })
    },
    {
      params: t.Object({ sessionId: t.String({ maxLength: 64 }) }),
      response: { 200: Transcript, ...errors(400, 404, 429, 503) },
      detail: {
        summary: 'Read a chat transcript',
        description: 'Oldest first; notes are never shown. Readable for 30 days after the last message once the chat is an inquiry.',
      },
    },
  )
}
