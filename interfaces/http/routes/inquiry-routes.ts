import { Elysia } from 'elysia'
import type { AddInquiryNote } from '../../../application/use-cases/add-inquiry-note'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
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
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { requestId } from '../plugins/request-context'
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
  authenticate: AuthenticateAccessToken
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

const desk = (summary: string, description?: string) => ({ summary, security: bearerSecurity, ...(description ? { description } : {}) })
const etag = (set: { headers: unknown }, version: number) => {
  ;(set.headers as Record<string, string>).etag = `"${version}"`
}

/** The desk's inquiries for agents (api-contract 13): queue, one inquiry, edits under If-Match, thread, replies, notes, merge, history, attachments. */
export function inquiryRoutes(deps: InquiryRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1/inquiries', tags: ['Desk'] })
    .get('', async ({ request, query }) => deps.listInquiries.execute({ principal: await principalOf(request), ...query }), {
      query: ListQuery,
      response: { 200: InquiryPage, ...errors(400, 401, 403, 503) },
      detail: desk('List inquiries, most recent message first', 'Keyset paged: nextCursor continues; nothing is counted.'),
    })
    .post(
      '',
      async ({ request, body, set }) => {
        const inquiry = await deps.createInquiry.execute({ principal: await principalOf(request), requestId: requestId(request), ...body })
        set.status = 201
        etag(set, 1)
        return inquiry
      },
      {
        body: CreateBody,
        response: { 201: InquirySchema, ...errors(400, 401, 403, 409, 413, 415, 503) },
        detail: desk('File an inquiry (API channel)'),
      },
    )
    .get(
      '/:id',
      async ({ request, params, set }) => {
        const { inquiry, version } = await deps.getInquiry.execute({ principal: await principalOf(request), id: params.id })
        etag(set, version)
        return inquiry
      },
      {
        params: InquiryParams,
        response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 503) },
        detail: desk('Read one inquiry (with ETag)'),
      },
    )
    .patch(
      '/:id',
      async ({ request, params, body, set }) => {
        const principal = await principalOf(request)
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
      {
        params: InquiryParams,
        body: PatchBody,
        response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 409, 412, 413, 415, 503) },
        detail: desk('Change status, assignee, priority, labels, details or customer', 'Honours If-Match: 412 with the current inquiry.'),
      },
    )
    .get(
      '/:id/messages',
      async ({ request, params, query }) =>
        deps.listInquiryMessages.execute({ principal: await principalOf(request), id: params.id, ...query }),
      {
        params: InquiryParams,
        query: PageQuery,
        response: { 200: MessagePage, ...errors(400, 401, 403, 404, 503) },
        detail: desk('The thread, oldest first'),
      },
    )
    .post(
      '/:id/replies',
      async ({ request, params, body, set }) => {
        set.status = 201
        return deps.replyToInquiry.execute({
          principal: await principalOf(request),
          requestId: requestId(request),
          id: params.id,
          text: body.text,
        })
      },
      {
        params: InquiryParams,
        body: TextBody,
        response: { 201: MessageViewSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: desk('Answer the customer', 'Stored first, then mailed (delivery queued, sent or failed; failures are retried).'),
      },
    )
    .post(
      '/:id/notes',
      async ({ request, params, body, set }) => {
        set.status = 201
        return deps.addInquiryNote.execute({
          principal: await principalOf(request),
          requestId: requestId(request),
          id: params.id,
          text: body.text,
        })
      },
      {
        params: InquiryParams,
        body: TextBody,
        response: { 201: MessageViewSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: desk('Add an internal note (never sent)'),
      },
    )
    .post(
      '/:id/merge',
      async ({ request, params, body, set }) => {
        const { inquiry, version } = await deps.mergeInquiries.execute({
          principal: await principalOf(request),
          requestId: requestId(request),
          id: params.id,
          into: body.into,
        })
        etag(set, version)
        return inquiry
      },
      {
        params: InquiryParams,
        body: MergeBody,
        response: { 200: InquirySchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: desk('Merge this inquiry into another', 'Answers the target; the source is closed with mergedInto.'),
      },
    )
    .get(
      '/:id/history',
      async ({ request, params, query }) =>
        deps.getInquiryHistory.execute({ principal: await principalOf(request), id: params.id, ...query }),
      {
        params: InquiryParams,
        query: PageQuery,
        response: { 200: HistoryPage, ...errors(400, 401, 403, 404, 503) },
        detail: desk('Change records, newest first'),
      },
    )
    .get(
      '/:id/messages/:messageId/attachments/:index',
      async ({ request, params }) => {
        const { name, content } = await deps.getInquiryAttachment.execute({ principal: await principalOf(request), ...params })
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
      {
        params: AttachmentParams,
        response: { ...errors(400, 401, 403, 404, 503) },
        detail: desk('Download an attachment', 'Always application/octet-stream as an attachment, with nosniff: never shown inline.'),
      },
    )
}
