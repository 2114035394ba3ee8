import type { Language } from '../../domain/conversation-language'
import type { ConfirmableSlot } from '../../domain/quote-confirmation'

type Ask = Readonly<Record<ConfirmableSlot, (value: string) => string>>

// "de" and the place's own article: "du Sénégal", "des Pays-Bas", "de la Rochelle", "de Lyon".
const ofPlace = (place: string) =>
  place
    .replace(/^Le\s/u, 'du ')
    .replace(/^Les\s/u, 'des ')
    .replace(/^(?!du |des )/u, 'de ')

/** "Did you mean from Hamburg?" in the ten languages: the offline intake asks before a doubtful value counts. */
export const CONFIRMATIONS: Readonly<Record<Language, Ask>> = {
  en: { origin: (v) => `Did you mean from ${v}?`, destination: (v) => `Did you mean to ${v}?`, cargo: (v) => `Is the cargo ${v}?` },
  de: { origin: (v) => `Meinten Sie ab ${v}?`, destination: (v) => `Meinten Sie nach ${v}?`, cargo: (v) => `Ist die Ware ${v}?` },
  es: {
    origin: (v) => `¿Quiere decir desde ${v}?`,
    destination: (v) => `¿Quiere decir con destino a ${v}?`,
    cargo: (v) => `¿La mercancía es ${v}?`,
  },
  fr: {
    origin: (v) => `Voulez-vous dire au départ ${ofPlace(v)} ?`,
    destination: (v) => `Voulez-vous dire à destination ${ofPlace(v)} ?`,
    cargo: (v) => `La marchandise est-elle : ${v} ?`,
  },
  it: { origin: (v) => `Intende da ${v}?`, destination: (v) => `Intende con destinazione ${v}?`, cargo: (v) => `La merce è ${v}?` },
  nl: { origin: (v) => `Bedoelt u vanuit ${v}?`, destination: (v) => `Bedoelt u naar ${v}?`, cargo: (v) => `Is de lading ${v}?` },
  pl: {
    origin: (v) => `Czy miejsce załadunku to ${v}?`,
    destination: (v) => `Czy miejsce rozładunku to ${v}?`,
    cargo: (v) => `Czy towar to ${v}?`,
  },
  pt: { origin: (v) => `Quer dizer de ${v}?`, destination: (v) => `Quer dizer para ${v}?`, cargo: (v) => `A mercadoria é ${v}?` },
  cs: { origin: (v) => `Je místo nakládky ${v}?`, destination: (v) => `Je místo vykládky ${v}?`, cargo: (v) => `Je zboží ${v}?` },
  tr: { origin: (v) => `Yükleme yeri ${v} mi?`, destination: (v) => `Varış yeri ${v} mi?`, cargo: (v) => `Yük ${v} mi?` },
}
