import { Elysia, t } from 'elysia'
import type { ChatWithAssistant } from '../../../application/use-cases/chat-with-assistant'
import type { ClassifyIntent } from '../../../application/use-cases/classify-intent'
import type { EnforceRateLimit, RateLimitRule } from '../../../application/use-cases/enforce-rate-limit'
import type { SubmitContact } from '../../../application/use-cases/submit-contact'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/chat-session'
import { CONTACT_LIMITS } from '../../../domain/contact-submission'
import { WHITESPACE_CLASS } from '../../../domain/text-patterns'
import { emailField } from '../email-schema'
import { rateLimiter } from '../rate-limiter'
import { errors } from '../schemas'
import { text } from '../text-schema'

export interface PublicRouteDeps {
  chat: ChatWithAssistant
  classify: ClassifyIntent
  submitContact: SubmitContact
  rateLimit: EnforceRateLimit
  limits: { chat: RateLimitRule; classify: RateLimitRule; contact: RateLimitRule }
  trustProxy: boolean
}

// TypeBox compiles patterns without the `u` flag: \u escapes, never \p classes.
const SINGLE = '\\u0000-\\u001F\\u007F'
const MULTI = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F'
const SINGLE_LINE = `^[^${SINGLE}]*$`
/** The allowed characters, at least one of them kept by trimming (the use cases trim, then refuse an empty text). */
const notBlank = (banned: string) => `^[^${banned}]*[^${banned}${WHITESPACE_CLASS}][^${banned}]*$`
const line = (maxLength: number, description: string) => text(maxLength, { pattern: SINGLE_LINE, description })
const lines = (maxLength: number, description: string) => text(maxLength, { minLength: 1, pattern: notBlank(MULTI), description })

const ChatBody = t.Object({
  message: lines(CHAT_MESSAGE_MAX_LENGTH, "The visitor's message"),
  sessionId: t.Optional(text(100, { description: 'The sessionId of an earlier reply, to continue that conversation' })),
})
const ChatReply = t.Object({
  sessionId: t.String({
    format: 'uuid',
    description: 'Send it back to continue the conversation (sessions expire after 24 hours of silence)',
  }),
  message: t.String({ description: "The assistant's reply" }),
  status: t.Literal('active'),
})
const ClassifyBody = t.Object({ message: lines(4000, 'The message to classify') })
const ClassifyReply = t.Object({ intent: t.Union([t.Literal('INQUIRY'), t.Literal('GENERAL')]) })
const ContactBody = t.Object({
  name: text(CONTACT_LIMITS.name, { minLength: 1, pattern: notBlank(SINGLE) }),
  email: emailField({ seed: false, description: 'Where the team can answer; never mailed automatically' }).field,
  message: lines(CONTACT_LIMITS.message, 'The message'),
  company: t.Optional(line(CONTACT_LIMITS.company, 'Company name')),
  phone: t.Optional(line(CONTACT_LIMITS.phone, 'Phone number')),
  subject: t.Optional(line(CONTACT_LIMITS.subject, 'Subject')),
  website: t.Optional(text(2000, { description: 'Leave empty. A honeypot for bots: when filled, nothing is stored.' })),
})
const ContactReply = t.Object({ success: t.Literal(true), message: t.String() })

/** The public assistant endpoints (no token): chat, intent classification and the contact form, each limited per IP. */
export function publicRoutes(deps: PublicRouteDeps) {
  const limited = rateLimiter(deps.rateLimit, deps.trustProxy)
  return new Elysia({ prefix: '/api/public', tags: ['Public'] })
    .post(
      '/chat',
      async ({ body, request, server }) => {
        await limited('chat', deps.limits.chat, request, server)
        return deps.chat.execute(body)
      },
      {
        body: ChatBody,
        response: { 200: ChatReply, ...errors(400, 409, 413, 415, 429, 503) },
        detail: {
          summary: 'Chat with the logistics assistant',
          description:
            'Gathers freight-quote details (origin, destination, cargo, weight or volume, dates). Without a known `sessionId` a new session starts. 503 when the model fails or times out (15 s).',
        },
      },
    )
    .post(
      '/classify',
      async ({ body, request, server }) => {
        await limited('classify', deps.limits.classify, request, server)
        return deps.classify.execute(body)
      },
      {
        body: ClassifyBody,
        response: { 200: ClassifyReply, ...errors(400, 413, 415, 429, 503) },
        detail: {
          summary: 'Classify a message as a logistics inquiry or a general request',
          description:
            'INQUIRY: quote, booking, shipment, tracking, customs, rates...; GENERAL: anything else. Falls back to the offline classifier when the model fails.',
        },
      },
    )
    .post(
      '/submit-contact',
      async ({ body, status, request, server }) => {
        await limited('contact', deps.limits.contact, request, server)
        return status(201, await deps.submitContact.execute(body))
      },
      {
        body: ContactBody,
        response: { 201: ContactReply, ...errors(400, 413, 415, 429, 503) },
        detail: {
          summary: 'Submit the contact form',
          description:
            'Stores the submission with its classified intent, then notifies CONTACT_NOTIFY_EMAIL when set. Nothing is ever mailed to the submitter.',
        },
      },
    )
}
