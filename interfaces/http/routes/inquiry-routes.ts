import { Elysia } from 'elysia'
import type { AddInquiryNote } from '../../../application/use-cases/add-inquiry-note'
import type { CreateInquiry } from '../../../application/use-cases/create-inquiry'
import type { GetInquiry } from '../../../application/use-cases/get-inquiry'
import type { GetInquiryAttachment } from '../../../application/use-cases/get-inquiry-attachment'
import type { GetInquiryHistory } from '../../../application/use-cases/get-inquiry-history'
import type { ListInquiries } from '../../../application/use-cases/list-inquiries'
import type { ListInquiryMessages } from '../../../application/use-cases/list-inquiry-messages'
import type { MergeInquiries } from '../../../application/use-cases/merge-inquiries'
import type { ReplyToInquiry } from '../../../application/use-cases/reply-to-inquiry'
import type { UpdateInquiry } from '../../../application/use-cases/update-inquiry'
import { parseIfMatch } from '../../../domain/page-request'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import {
  AttachmentParams,
  CreateBody,
  HistoryPage,
  InquiryPage,
  InquiryParams,
  InquirySchema,
  ListQuery,
  MergeBody,
  MessagePage,
  MessageViewSchema,
  PageQuery,
  PatchBody,
  TextBody,
} from './inquiry-schemas'

export interface InquiryRouteDeps {
  protect: ProtectedRoutes
  listInquiries: ListInquiries
  createInquiry: CreateInquiry
  getInquiry: GetInquiry
  updateInquiry: UpdateInquiry
  listInquiryMessages: ListInquiryMessages
  replyToInquiry: ReplyToInquiry
  addInquiryNote: AddInquiryNote
  mergeInquiries: MergeInquiries
  getInquiryHistory: GetInquiryHistory
  getInquiryAttachment: GetInquiryAttachment
}

const desk = (summary: string, description?: string) => ({ summary, ...(description ? { description } : {}) })
const etag = (set: { headers: unknown }, version: number) => {
  ;(set.headers as Record<string, string>).etag = `"${version}"`
}

/** The desk's inquiries for agents (api-contract 13): queue, one inquiry, edits under If-Match, thread, replies, notes, merge, history, attachments. */
export function inquiryRoutes(deps: InquiryRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/inquiries', tags: ['Desk'] })
    .get(
      '',
      ...protect.handler(
        {
          query: ListQuery,
          response: { 200: InquiryPage, ...errors(400, 401, 403, 503) },
          detail: desk('List inquiries, most recent message first', 'Keyset paged: nextCursor continues; nothing is counted.'),
        },
        ({ query, principal }) => deps.listInquiries.execute({ principal, ...query }),
      ),
    )
    .post(
      '',
      ...protect.handler(
        {
          body: CreateBody,
          response: { 201: InquirySchema, ...errors(400, 401, 403, 409, 413, 415, 503) },
          detail: desk('File an inquiry (API channel)'),
        },
        async ({ request, body, set, status, principal }) => {
          const inquiry = await deps.createInquiry.execute({ principal, requestId: requestId(request), ...body })
          etag(set, 1)
          return status(201, inquiry)
        },
      ),
    )
    .get(
      '/:id',
      ...protect.handler(
        {
          params: InquiryParams,
          response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 503) },
          detail: desk('Read one inquiry (with ETag)'),
        },
        async ({ params, set, principal }) => {
          const { inquiry, version } = await deps.getInquiry.execute({ principal, id: params.id })
          etag(set, version)
          return inquiry
        },
      ),
    )
    .patch(
      '/:id',
      ...protect.handler(
        {
          params: InquiryParams,
          body: PatchBody,
          response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 409, 412, 413, 415, 503) },
          detail: desk('Change status, assignee, priority, labels, details or customer', 'Honours If-Match: 412 with the current inquiry.'),
        },
        async ({ request, params, body, set, principal }) => {
          const ifVersion = parseIfMatch(request.headers.get('if-match'))
          const { inquiry, version } = await deps.updateInquiry.execute({
            principal,
            requestId: requestId(request),
            id: params.id,
            ifVersion,
            changes: body,
          })
          etag(set, version)
          return inquiry
        },
      ),
    )
    .get(
      '/:id/messages',
      ...protect.handler(
        {
          params: InquiryParams,
          query: PageQuery,
          response: { 200: MessagePage, ...errors(400, 401, 403, 404, 503) },
          detail: desk('The thread, oldest first'),
        },
        ({ params, query, principal }) => deps.listInquiryMessages.execute({ principal, id: params.id, ...query }),
      ),
    )
    .post(
      '/:id/replies',
      ...protect.handler(
        {
          params: InquiryParams,
          body: TextBody,
          response: { 201: MessageViewSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: desk('Answer the customer', 'Stored first, then mailed (delivery queued, sent or failed; failures are retried).'),
        },
        async ({ request, params, body, status, principal }) =>
          status(201, await deps.replyToInquiry.execute({ principal, requestId: requestId(request), id: params.id, text: body.text })),
      ),
    )
    .post(
      '/:id/notes',
      ...protect.handler(
        {
          params: InquiryParams,
          body: TextBody,
          response: { 201: MessageViewSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: desk('Add an internal note (never sent)'),
        },
        async ({ request, params, body, status, principal }) =>
          status(201, await deps.addInquiryNote.execute({ principal, requestId: requestId(request), id: params.id, text: body.text })),
      ),
    )
    .post(
      '/:id/merge',
      ...protect.handler(
        {
          params: InquiryParams,
          body: MergeBody,
          response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: desk('Merge this inquiry into another', 'Answers the target; the source is closed with mergedInto.'),
        },
        async ({ request, params, body, set, principal }) => {
          const { inquiry, version } = await deps.mergeInquiries.execute({
            principal,
            requestId: requestId(request),
            id: params.id,
            into: body.into,
          })
          etag(set, version)
          return inquiry
        },
      ),
    )
    .get(
      '/:id/history',
      ...protect.handler(
        {
          params: InquiryParams,
          query: PageQuery,
          response: { 200: HistoryPage, ...errors(400, 401, 403, 404, 503) },
          detail: desk('Change records, newest first'),
        },
        ({ params, query, principal }) => deps.getInquiryHistory.execute({ principal, id: params.id, ...query }),
      ),
    )
    .get(
      '/:id/messages/:messageId/attachments/:index',
      ...protect.handler(
        {
          params: AttachmentParams,
          response: { ...errors(400, 401, 403, 404, 503) },
          detail: desk('Download an attachment', 'Always application/octet-stream as an attachment, with nosniff: never shown inline.'),
        },
        async ({ params, principal }) => {
          const { name, content } = await deps.getInquiryAttachment.execute({ principal, ...params })
          const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
          return new Response(new Blob([content as Uint8Array<ArrayBuffer>]), {
            headers: {
              'content-type': 'application/octet-stream',
              'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
              'x-content-type-options': 'nosniff',
              'cache-control': 'private, no-store',
            },
          })
        },
      ),
    )
}
