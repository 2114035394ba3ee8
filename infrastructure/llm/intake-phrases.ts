import type { QuoteSlot } from '../../domain/quote-details'

/** Everything the offline intake says, in one language. Values the visitor gave are inserted as said. */
export interface IntakePhrases {
  readonly greeting: string
  readonly gladToHelp: string
  readonly questions: Readonly<Record<QuoteSlot, string>>
  /** Slot names inside a sentence ("I will also need the destination and dates"). */
  readonly labels: Readonly<Record<QuoteSlot, string>>
  readonly alsoNeed: (list: string) => string
  readonly and: string
  readonly soFar: (known: string) => string
  readonly summaryTitle: string
  readonly summaryLabels: Readonly<Record<QuoteSlot, string>>
  /** Names before the values in "So far I have: ..." (the summary's labels when absent). */
  readonly knownLabels?: Readonly<Record<QuoteSlot, string>>
  readonly summaryEnd: string
  readonly alreadyComplete: string
  readonly refusal: string
  readonly anythingToChange: string
}

/** What the offline intake says in English, the default. */
export const ENGLISH_PHRASES: IntakePhrases = {
  greeting:
    "Hello! I'm the logistics assistant. I can help you request a freight quote: tell me where the shipment goes from and to, what it is, its weight or volume, and when it should ship. For anything else, please use our contact form.",
  gladToHelp: 'Happy to help with a quote.',
  questions: {
    origin: 'Where will the shipment be picked up (city and country)?',
    destination: 'Where should it be delivered?',
    cargo: 'What are you shipping?',
    size: 'What is the total weight or volume (for example 500 kg, 12 t, 20 cbm or 1 x 40ft container)?',
    dates: 'When will the cargo be ready, or by when must it arrive?',
  },
  labels: { origin: 'origin', destination: 'destination', cargo: 'cargo', size: 'weight or volume', dates: 'dates' },
  knownLabels: { origin: 'origin', destination: 'destination', cargo: 'cargo', size: 'weight or volume', dates: 'dates' },
  alsoNeed: (list) => `I will also need the ${list}.`,
  and: 'and',
  soFar: (known) => `Thanks! So far I have: ${known}.`,
  summaryTitle: 'Thank you, I have everything for your quote request:',
  summaryLabels: { origin: 'Origin', destination: 'Destination', cargo: 'Cargo', size: 'Weight / volume', dates: 'Dates' },
  summaryEnd: 'Our team will get back to you with a quote. If anything changes, just tell me.',
  alreadyComplete:
    'Your quote request is complete and with our team, who will get back to you soon. Is there anything else I can help with?',
  refusal: "I can't share how I work internally or anything about other conversations, but I'm happy to help with a freight quote.",
  anythingToChange: 'Is there anything you would like to change?',
}
