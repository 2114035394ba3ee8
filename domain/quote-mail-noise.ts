/** A message without forwarded-mail noise: headers, quoted lines, separators, signatures and e-mail addresses. */
import { accentsOptional } from './quote-folding'
import { CONTAINER, PACKAGES, VOLUME, WEIGHT } from './quote-patterns'

const QUANTITIES = [WEIGHT, VOLUME, PACKAGES, CONTAINER].map((p) => new RegExp(p.source, 'iu'))

const HEADER_FIELDS = String.raw`enviado\s{1,3}el|enviad[oa]\s{1,3}em|from|to|cc|bcc|sent|date|subject|von|an|gesendet|datum|betreff|de|para|asunto|enviado|fecha|objet|sujet|envoyé|à|da|a|oggetto|inviato|data|van|aan|onderwerp|verzonden|od|do|temat|wysłano|assunto|enviada|předmět|komu|odesláno|kimden|kime|konu|tarih|gönderildi|gönderilen`
const SUBJECT_LINE = accentsOptional(
  /^[ \t]{0,8}(?:subject|betreff|asunto|objet|sujet|oggetto|onderwerp|temat|assunto|předmět|konu)[ \t]{0,2}:/imu,
)
// ("WG: Anfrage", "-----Ursprüngliche Nachricht-----": a forwarded mail's marks show a header block too.)
const FORWARDED = /^[ \t]{0,8}(?:(?:wg|aw|fw|fwd|tr|rv|enc|pd|i|re)[ \t]{0,2}:|-{3,20}[ \t]{0,2}\p{L}[^\n]{0,60}-{3,20}[ \t]{0,3}$)/imu
const HEADER_LINE = accentsOptional(new RegExp(String.raw`^[ \t]{0,8}(?:${HEADER_FIELDS})[ \t]{0,2}:[^\n]{0,400}$`, 'gimu'))
const NOISE_LINE = /^[ \t]{0,8}(?:>[^\n]{0,400}|-{2,20}[^\n]{0,60}-{0,20})$/gmu
const ADDRESS_LINE = /^[^\n@]{0,400}@[^\n]{0,400}$/gmu
const ADDRESS = /<?(?:mailto:)?[^\s<>@]{1,64}@[^\s<>@]{1,255}>?/giu
/** Marks of a signature or contact line: separators, phone, fax or web labels. */
const SIGNATURE_MARK = /[|·•]|(?:^|[^\p{L}])(?:tel|tél|phone|telefon|fax|mobile?|mob|handy|www)(?![\p{L}])/iu
const ALNUM_RUN = /[\p{L}\p{N}]{1,100}/gu
const DIGIT = /\p{N}/u

/**
 * A line holding an e-mail address without the address (whose domain must never read as a place),
 * or nothing when it is a signature or contact line: a signature mark, or at most three words and
 * no number beside the address ("Thomas Becker <t.becker@firma.de>", "E-Mail: ana@firma.de").
 */
function withoutAddresses(line: string): string {
  const rest = line.replace(ADDRESS, ' ')
  if (SIGNATURE_MARK.test(rest)) return ''
  return (rest.match(ALNUM_RUN)?.length ?? 0) <= 3 && !DIGIT.test(rest) ? '' : rest
}

/** The message without the From/To/Sent lines of a mail header block it holds (a forwarded mail's sender is not the visitor). */
export function withoutMailHeaders(text: string): string {
  return SUBJECT_LINE.test(text) || FORWARDED.test(text) ? text.replace(HEADER_LINE, '') : text
}

/**
 * The message without forwarded-mail noise: quoted lines, separator lines, signature and contact
 * lines, e-mail addresses, and, when a subject line or a forwarding mark shows a mail header block, its From/To/Sent
 * lines (which would otherwise read as origin and destination). A line with details beside an
 * address keeps its details.
 */
export function withoutMailNoise(text: string): string {
  const headed = SUBJECT_LINE.test(text) || FORWARDED.test(text)
  const body = (headed ? text.replace(HEADER_LINE, '') : text).replace(SIGNATURE_BLOCK, '\n')
  const own = body.replace(NOISE_LINE, '')
  // "Je vous transfère la demande ci-dessous. > Merci de nous chiffrer …": when what is written around the quote is only a
  // note (no quantity: a signature's street number or postcode is none), the quoted request is the message; a reply with a
  // request of its own leaves the old thread out.
  const unquoted = QUANTITIES.some((p) => p.test(own)) ? own : body.replace(QUOTE_MARK, '').replace(NOISE_LINE, '')
  return unquoted.replace(ADDRESS_LINE, (line) => withoutAddresses(line))
}
const QUOTE_MARK = /^[ \t]{0,8}>[ \t]{0,3}/gmu

// "Best regards,\nGareth Pryce\nPryce Stationers Ltd, Unit 4 …, Harlech": a closing alone on its line and the lines after it
// up to a blank line are a signature, whose company address is never an end of the shipment.
const CLOSING = String.raw`(?:many\s{1,3})?thanks?(?:\s{1,3}you)?|(?:best|kind|warm)?\s{0,3}regards|best|cheers|thx|br|mit\s{1,3}freundlichen\s{1,3}grüßen|mfg|(?:viele|beste|liebe)\s{1,3}grüße|grüße|gruß|lg|danke|(?:un\s{1,3})?saludos?(?:\s{1,3}cordiales)?|atentamente|gracias|(?:bien\s{1,3})?cordialement|merci|salutations|bonne\s{1,3}journée|(?:cordiali|distinti)\s{1,3}saluti|saluti|grazie|(?:met\s{1,3})?vriendelijke\s{1,3}groet(?:en)?|groet(?:en|jes)?|mvg|bedankt|pozdrawiam|z\s{1,3}poważaniem|dziękuję|(?:melhores\s{1,3})?cumprimentos|atenciosamente|att|abs|cordialmente|(?:um\s{1,3})?abraço|obrigad[oa]|s\s{1,3}pozdravem|děkuji|saygılarımla|saygılarımızla|saygılar|iyi\s{1,3}çalışmalar|teşekkürler`
const SIGNATURE_BLOCK = accentsOptional(
  new RegExp(String.raw`^[ \t]{0,8}(?:${CLOSING})[ \t]{0,3}[,.!]{0,2}[ \t]{0,3}\n(?:[ \t]{0,8}\S[^\n]{0,300}(?:\n|$)){1,8}`, 'gimu'),
)

/** Every pattern above, for the test that keeps them bounded. */
export const MAIL_NOISE_PATTERNS: readonly RegExp[] = [
  SUBJECT_LINE,
  FORWARDED,
  HEADER_LINE,
  NOISE_LINE,
  QUOTE_MARK,
  SIGNATURE_BLOCK,
  ADDRESS_LINE,
  ADDRESS,
  SIGNATURE_MARK,
  ALNUM_RUN,
  DIGIT,
]
