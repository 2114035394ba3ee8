/** What a message is about: a logistics request (quote, booking, shipment, tracking, customs, rates...) or anything else. */
export type Intent = 'INQUIRY' | 'GENERAL'

export const INTENTS: readonly Intent[] = ['INQUIRY', 'GENERAL']

/**
 * The labelling rule, in one place: the hand-written training and held-out messages follow it
 * (docs/classifier.md) and a language model's classification prompt can quote it verbatim.
 */
export const INTENT_LABELLING_RULE = [
  'INQUIRY: the sender asks us to price, book, move, collect, deliver, store, clear through customs or locate their goods,',
  'or to change a shipment or booking of theirs: quotes and rates, bookings, pickups, tracking and "where is my shipment",',
  'delivery changes and missed collections, customs clearance, duty and HS-code questions about their goods, the export,',
  'origin or transit documents of a shipment (certificate of origin, EUR.1, A.TR, T1/T2L, export declaration, legalisation,',
  'phytosanitary certificate, ATA carnet, bill of lading, packing list), amendments to an existing booking',
  'or its papers (new date, consignee, address, weight, corrected B/L), dangerous goods, container availability,',
  'transit times, Incoterms of a shipment, warehousing and fulfilment, private moves and cars.',
  'A short message without a verb counts when it names a shipment need ("quote 2 pallets Lyon Milan", "tracking MSKU1234567").',
  'GENERAL: everything else, even with freight words: money after the service (invoices, credit notes, payments,',
  'fees, damage bills), jobs and applications (also driver or customs jobs), salaries, accounts, passwords, website and app,',
  'opening hours, press, students, greetings and small talk, spam, lost property, damage caused by our trucks, neighbours,',
  'donations and sponsoring, employment confirmations; and senders who offer rather than ask:',
  'carriers or subcontractors looking for loads or work from us, vendors selling software, fuel, trucks or services,',
  'invitations to fairs, webinars and events, and warnings about scams or phishing that use our name.',
].join(' ')

/** Narrows an untrusted value (a model's answer) to an Intent, or null. */
export function parseIntent(value: unknown): Intent | null {
  if (typeof value !== 'string') return null
  const upper = value.trim().toUpperCase()
  return upper === 'INQUIRY' || upper === 'GENERAL' ? upper : null
}
