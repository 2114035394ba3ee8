/** An inbound message shaped exactly as Postmark's inbound webhook posts it (fields as in its documentation). */
export function postmarkInbound(overrides: Record<string, unknown> = {}, headers: { Name: string; Value: string }[] = []) {
  return {
    FromName: 'Postmarkapp Support',
    MessageStream: 'inbound',
    From: 'support@postmarkapp.com',
    FromFull: { Email: 'support@postmarkapp.com', Name: 'Postmarkapp Support', MailboxHash: '' },
    To: '"Desk" <desk@inbound.test>',
    ToFull: [{ Email: 'desk@inbound.test', Name: 'Desk', MailboxHash: '' }],
    Cc: '',
    CcFull: [],
    Bcc: '',
    BccFull: [],
    OriginalRecipient: 'desk@inbound.test',
    Subject: 'Quote request: 2 pallets Hamburg to Lyon',
    MessageID: crypto.randomUUID(),
    ReplyTo: '',
    MailboxHash: '',
    Date: 'Fri, 1 Aug 2025 16:45:32 -04:00',
    TextBody: 'Hello, please quote 2 pallets of machine parts, 800 kg, from Hamburg to Lyon, pickup next week.',
    HtmlBody: '<html><body><p>Hello, please quote <b>2 pallets</b></p><script>alert(1)</script></body></html>',
    StrippedTextReply: '',
    Tag: '',
    Headers: [
      { Name: 'X-Spam-Checker-Version', Value: 'SpamAssassin 3.3.1 (2010-03-16) onrs-ord-pm-inbound1.wildbit.com' },
      { Name: 'X-Spam-Status', Value: 'No' },
      { Name: 'X-Spam-Score', Value: '-0.1' },
      { Name: 'Message-ID', Value: `<${crypto.randomUUID()}@mail.example.com>` },
      ...headers,
    ],
    Attachments: [],
    ...overrides,
  }
}
