// The desk's answers as the console reads them (api-contract 13 and 14; docs/desk.md).

export interface Person {
  _id: string
  email: string
  name: string
}

export interface Inquiry {
  _id: string
  reference: string
  channel: 'chat' | 'contact' | 'email' | 'api'
  status: string
  intent: string
  language: string | null
  subject: string
  customer: { email: string | null; name: string | null; company: string | null; phone: string | null }
  details: Record<string, string | null>
  missing: string[]
  assignee: Person | null
  priority: string
  labels: string[]
  createdAt: string
  updatedAt: string
  lastMessageAt: string
  firstResponseAt: string | null
  firstResponseDueAt: string | null
  resolvedAt: string | null
  mergedInto: string | null
}

export interface InquiryMessage {
  _id: string
  direction: 'in' | 'out' | 'note'
  author: { type: 'customer' | 'assistant' | 'agent'; email?: string; name?: string }
  text: string
  at: string
  delivery: 'queued' | 'sent' | 'failed' | null
  attachments: { index: number; name: string; contentType: string; size: number }[]
}

export interface Task {
  _id: string
  inquiryId: string | null
  title: string
  dueAt: string | null
  assignee: Person | null
  done: boolean
  doneAt: string | null
  createdAt: string
  createdBy: Person
}

export interface DeskMetrics {
  from: string
  to: string
  counting: 'business' | 'wall'
  timeZone: string
  created: number
  byChannel: Record<string, number>
  byStatus: Record<string, number>
  firstResponse: {
    medianMinutes: number | null
    p90Minutes: number | null
    withinTarget: number
    breached: number
    targetMinutes: number
    distribution: { fromMinutes: number; toMinutes: number | null; count: number }[]
  }
  resolution: { medianMinutes: number | null; p90Minutes: number | null }
  quoted: number
  won: number
  lost: number
  perDay: { date: string; created: number; resolved: number; byChannel: Record<string, number> }[]
}

export const STATUSES = ['new', 'open', 'pending', 'quoted', 'won', 'lost', 'closed', 'spam'] as const
export const CHANNELS = ['chat', 'contact', 'email', 'api'] as const
export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export const DETAIL_FIELDS = ['origin', 'destination', 'cargo', 'weightOrVolume', 'dates', 'incoterm', 'mode'] as const

/** Whether an inquiry has waited past its first-response due time without an answer. */
export function isOverdue(inquiry: Inquiry, now = Date.now()): boolean {
  return (
    inquiry.firstResponseAt === null &&
    inquiry.firstResponseDueAt !== null &&
    Date.parse(inquiry.firstResponseDueAt) < now &&
    !['won', 'lost', 'closed', 'spam'].includes(inquiry.status)
  )
}
