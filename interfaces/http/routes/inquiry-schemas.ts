import { type TUnsafe, Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { FREIGHT_MODES, INQUIRY_CHANNELS, INQUIRY_PRIORITIES, INQUIRY_STATUSES } from '../../../domain/inquiry'
import { SUBJECT_MAX_LENGTH } from '../../../domain/inquiry-details'
import { REPLY_TEXT_MAX_LENGTH } from '../../../domain/inquiry-message'

/** A union of string literals typed as their union (a mapped array would lose the literal types). */
const literals = <T extends string>(values: readonly T[]) => t.Union(values.map((v) => t.Literal(v))) as unknown as TUnsafe<T>
const NullableString = t.Union([t.String(), t.Null()])
const Id = t.String({ pattern: '^[0-9a-f]{24}$', description: '24 hexadecimal characters' })

export const InquiryParams = t.Object({ id: Id })
export const AttachmentParams = t.Object({ id: Id, messageId: Id, index: t.String({ pattern: '^[0-9]{1,3}$' }) })

const Customer = t.Object({ email: NullableString, name: NullableString, company: NullableString, phone: NullableString })
const Details = t.Object({
  origin: NullableString,
  destination: NullableString,
  cargo: NullableString,
  weightOrVolume: NullableString,
  dates: NullableString,
  incoterm: NullableString,
  mode: t.Union([literals(FREIGHT_MODES), t.Null()]),
})

export const InquirySchema = t.Object({
  _id: Id,
  reference: t.String({ examples: ['INQ-1001'] }),
  channel: literals(INQUIRY_CHANNELS),
  status: literals(INQUIRY_STATUSES),
  intent: t.Union([t.Literal('INQUIRY'), t.Literal('GENERAL')]),
  language: NullableString,
  subject: t.String(),
  customer: Customer,
  details: Details,
  missing: t.Array(t.String(), { description: 'The five quote details still null' }),
  assignee: t.Union([t.Object({ _id: t.String(), email: t.String(), name: t.String() }), t.Null()]),
  priority: literals(INQUIRY_PRIORITIES),
  labels: t.Array(t.String()),
  createdAt: t.String(),
  updatedAt: t.String(),
  lastMessageAt: t.String(),
  firstResponseAt: NullableString,
  firstResponseDueAt: NullableString,
  resolvedAt: NullableString,
  mergedInto: NullableString,
})

export const InquiryPage = t.Object({ data: t.Array(InquirySchema), nextCursor: NullableString })

export const MessageViewSchema = t.Object({
  _id: Id,
  direction: t.Union([t.Literal('in'), t.Literal('out'), t.Literal('note')]),
  author: t.Object({
    type: t.Union([t.Literal('customer'), t.Literal('assistant'), t.Literal('agent')]),
    email: t.Optional(t.String()),
    name: t.Optional(t.String()),
  }),
  text: t.String({ description: 'Plain text, never markup' }),
  at: t.String(),
  delivery: t.Union([t.Literal('queued'), t.Literal('sent'), t.Literal('failed'), t.Null()]),
  attachments: t.Array(t.Object({ index: Type.Integer(), name: t.String(), contentType: t.String(), size: Type.Integer() })),
})

export const MessagePage = t.Object({ data: t.Array(MessageViewSchema), nextCursor: NullableString })

export const ListQuery = t.Object({
  status: t.Optional(literals(INQUIRY_STATUSES)),
  assignee: t.Optional(t.String({ maxLength: 24, description: 'me, none or an agent id' })),
  channel: t.Optional(literals(INQUIRY_CHANNELS)),
  label: t.Optional(t.String({ maxLength: 50 })),
  q: t.Optional(t.String({ maxLength: 200, description: 'Matches reference, subject, customer e-mail, name and company' })),
  overdue: t.Optional(t.Union([t.Literal('true'), t.Literal('false')])),
  limit: t.Optional(t.String({ pattern: '^[0-9]{1,4}$' })),
  after: t.Optional(t.String({ maxLength: 64 })),
})

export const PageQuery = t.Object({
  limit: t.Optional(t.String({ pattern: '^[0-9]{1,4}$' })),
  after: t.Optional(t.String({ maxLength: 64 })),
  before: t.Optional(t.String({ maxLength: 64 })),
})

const StringMap = t.Record(t.String(), t.Union([t.String({ maxLength: 500 }), t.Null()]))

export const CreateBody = t.Object({
  customer: t.Object({
    email: t.Optional(NullableString),
    name: t.Optional(NullableString),
    company: t.Optional(NullableString),
    phone: t.Optional(NullableString),
  }),
  subject: t.String({ minLength: 1, maxLength: SUBJECT_MAX_LENGTH }),
  message: t.String({ minLength: 1, maxLength: REPLY_TEXT_MAX_LENGTH }),
  details: t.Optional(StringMap),
  language: t.Optional(t.Union([t.String({ pattern: '^[a-z]{2}$' }), t.Null()])),
})

export const PatchBody = t.Object({
  status: t.Optional(literals(INQUIRY_STATUSES)),
  assigneeId: t.Optional(t.Union([Id, t.Null()])),
  priority: t.Optional(literals(INQUIRY_PRIORITIES)),
  labels: t.Optional(t.Array(t.String({ maxLength: 50 }), { maxItems: 20 })),
  details: t.Optional(StringMap),
  customer: t.Optional(StringMap),
})

export const TextBody = t.Object({ text: t.String({ minLength: 1, maxLength: REPLY_TEXT_MAX_LENGTH }) })
export const MergeBody = t.Object({ into: Id })

export const HistoryRecord = t.Unknown({
  description: 'A change record (section 9) with op inquiry.create | inquiry.update | inquiry.message | inquiry.merge',
})
export const HistoryPage = t.Object({ data: t.Array(HistoryRecord), nextCursor: NullableString })
