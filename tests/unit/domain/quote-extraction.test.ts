import { describe, expect, test } from 'bun:test'
import type { QuoteDetails, QuoteSlot } from '../../../domain/quote-details'
import { mergeQuoteDetails, missingSlots, sizeOf } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

/** The facts read, without UN/LOCODEs and doubtful values (both asserted apart, in quote-tagger.test.ts). */
function read(text: string, expecting: QuoteSlot | null = null): QuoteDetails {
  const { originLocode: _o, destinationLocode: _d, pendingSlot: _s, pendingValue: _v, ...rest } = extractQuoteDetails(text, expecting)
  return rest
}

describe('extractQuoteDetails', () => {
  const cases: [string, Record<string, string>][] = [
    [
      'I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week',
      { origin: 'Hamburg', destination: 'Shanghai', cargo: 'machine parts', weight: '12 t', dates: 'next week' },
    ],
    ['We want to send 3 pallets of wine to Berlin', { destination: 'Berlin', cargo: 'wine', packages: '3 pallets' }],
    [
      'ship furniture from New York to Los Angeles by 12 March',
      { origin: 'New York', destination: 'Los Angeles', cargo: 'furniture', dates: 'by 12 March' },
    ],
    [
      'from hamburg port to shanghai, 20 cbm, 2026-12-01',
      { origin: 'Hamburg', destination: 'Shanghai', volume: '20 cbm', dates: '2026-12-01' },
    ],
    [
      'Please quote 2 x 40ft HC from the port of Antwerp to Lyon, 500 kg',
      { origin: 'Antwerp', destination: 'Lyon', containers: '2 x 40ft HC', weight: '500 kg' },
    ],
    ['from the UK to the US, one 20ft container', { origin: 'UK', destination: 'US', containers: '1 x 20ft' }],
    [
      'Cargo: frozen fish. 1x40HQ reefer from Bergen to Rotterdam',
      { cargo: 'frozen fish', containers: '1 x 40ft HC', origin: 'Bergen', destination: 'Rotterdam' },
    ],
    [
      'Transport von Hamburg nach München, 500 kg, nächste Woche',
      { origin: 'Hamburg', destination: 'München', weight: '500 kg', dates: 'nächste Woche' },
    ],
    [
      'Envío de Madrid a Barcelona, 1,5 toneladas, la próxima semana',
      { origin: 'Madrid', destination: 'Barcelona', weight: '1,5 t', dates: 'la próxima semana' },
    ],
    [
      'Expédition de Lyon à Marseille, 3 palettes, demain',
      { origin: 'Lyon', destination: 'Marseille', packages: '3 palettes', dates: 'demain' },
    ],
    ['Hi, this is John from Acme Logistics, can you help?', {}],
    ['I want to talk to someone about an invoice', {}],
    ['what are your opening hours?', {}],
  ]
  for (const [text, expected] of cases) {
    test(text, () => {
      expect(read(text) as Record<string, string>).toEqual(expected)
    })
  }

  test('a bare answer fills the slot the assistant asked for, and only then', () => {
    expect(read('hamburg', 'origin')).toEqual({ origin: 'Hamburg' })
    expect(read('machine parts', 'cargo')).toEqual({ cargo: 'machine parts' })
    expect(read('machine parts')).toEqual({})
    expect(read('thanks', 'cargo')).toEqual({})
    expect(read('not sure yet', 'cargo')).toEqual({})
    expect(read("I don't know", 'origin')).toEqual({})
    expect(read('what do you mean by cargo?', 'cargo')).toEqual({})
    // Something the patterns recognise wins over the bare reading.
    expect(read('500 kg', 'cargo')).toEqual({ weight: '500 kg' })
  })
})

describe('extractQuoteDetails in the ten intake languages', () => {
  const cases: [string, Record<string, string>][] = [
    [
      'Angebot für 12 Tonnen Maschinenteile von Hamburg nach Wien, Abholung am 3. März',
      { origin: 'Hamburg', destination: 'Wien', cargo: 'Maschinenteile', weight: '12 t', dates: 'am 3. März' },
    ],
    [
      'Necesito 12 toneladas de piezas de repuesto desde Valencia a Hamburgo para el 15 de marzo',
      { origin: 'Valencia', destination: 'Hamburgo', cargo: 'piezas de repuesto', weight: '12 t', dates: 'para el 15 de marzo' },
    ],
    [
      'Devis pour 3 palettes de fromage (600 kg) de Lyon à Milan le 5 avril',
      { origin: 'Lyon', destination: 'Milan', cargo: 'fromage', packages: '3 palettes', weight: '600 kg', dates: 'le 5 avril' },
    ],
    [
      'Spedizione di 500 kg di caffè da Trieste a Lubiana, pronta il 15 maggio',
      { origin: 'Trieste', destination: 'Lubiana', cargo: 'caffè', weight: '500 kg', dates: 'il 15 maggio' },
    ],
    [
      'Offerte voor 1 x 40ft HC van Antwerpen naar Shanghai, laden op 5 mei',
      { origin: 'Antwerpen', destination: 'Shanghai', containers: '1 x 40ft HC', dates: 'op 5 mei' },
    ],
    [
      'Wycena: 20 m³ mebli z Poznania do Berlina, załadunek 5 maja',
      { origin: 'Poznań', destination: 'Berlin', cargo: 'mebli', volume: '20 cbm', dates: '5 maja' },
    ],
    [
      'Cotação para 2 contentores de 40 pés de Santos para Lisboa, pronto até 15 de março',
      { origin: 'Santos', destination: 'Lisboa', containers: '2 x 40ft', dates: 'até 15 de março' },
    ],
    [
      'Poptávka: 8 palet piva z Plzně do Berlína, 6 tun, nakládka 5. března',
      { origin: 'Plzeň', destination: 'Berlin', cargo: 'piva', packages: '8 palet', weight: '6 t', dates: '5. března' },
    ],
    [
      "İstanbul'dan Hamburg'a 12 ton tekstil, yükleme 5 Mart",
      { origin: 'İstanbul', destination: 'Hamburg', cargo: 'tekstil', weight: '12 t', dates: '5 Mart' },
    ],
    [
      '15000 lbs of auto parts from Chicago to Toronto, ready 12.03.2026',
      { origin: 'Chicago', destination: 'Toronto', cargo: 'auto parts', weight: '15000 lb', dates: '12.03.2026' },
    ],
    [
      'Quote 1x40HC FOB Ningbo to Felixstowe by 12/03',
      { origin: 'Ningbo', destination: 'Felixstowe', containers: '1 x 40ft HC', incoterm: 'FOB Ningbo', dates: 'by 12/03' },
    ],
    ['Preisanfrage DAP München, 13,6 ldm', { destination: 'München', incoterm: 'DAP München', volume: '13,6 ldm' }],
  ]
  for (const [text, expected] of cases) {
    test(text, () => {
      expect(read(text) as Record<string, string>).toEqual(expected)
    })
  }

  test('a negated value is not the one meant: "nicht nach Graz, sondern nach Wien", "not 12 t but 14 t", "Paris\'e değil"', () => {
    expect(read('Korrektur: nicht nach Graz, sondern nach Wien')).toEqual({ destination: 'Wien' })
    expect(read('sorry, not 12 t but 14 t')).toEqual({ weight: '14 t' })
    expect(read("pardon, Paris'e değil, Lyon'a")).toEqual({ destination: 'Lyon' })
    expect(read('perdón, no a Bilbao, sino a San Sebastián')).toEqual({ destination: 'San Sebastián' })
  })

  test('forwarded-mail headers are not read as origin, destination or date', () => {
    const mail =
      'Von: Thomas Becker <t.becker@firma.de>\nGesendet: Montag, 2. März 2026\nAn: Vertrieb\nBetreff: Anfrage\n\nBitte Angebot von Ulm nach Oslo.'
    expect(read(mail)).toEqual({ origin: 'Ulm', destination: 'Oslo' })
  })

  test('messages that are not a quote request yield no place or cargo', () => {
    for (const text of [
      'Hi, I am writing from Berlin about invoice 4711, can you resend it?',
      'Buongiorno, cerco lavoro come autista di camion',
      'Dzień dobry, szukam pracy jako kierowca',
      'Merhaba, faturamı tekrar gönderebilir misiniz?',
      'Olá, gostaria de falar com o departamento de contabilidade',
    ]) {
      expect(read(text)).toEqual({})
    }
    expect(read('We are a trucking company from Poland looking for loads to Germany')).toEqual({
      origin: 'Poland',
      destination: 'Germany',
    })
  })

  test('24/7 and a bare 1.5 are not dates', () => {
    expect(read('we work 24/7')).toEqual({})
    expect(read('about 1.5 t')).toEqual({ weight: '1.5 t' })
  })

  test('a bare answer in any language fills the slot that was asked for', () => {
    expect(read('Maschinenteile', 'cargo')).toEqual({ cargo: 'Maschinenteile' })
    expect(read('do wiednia', 'destination')).toEqual({ destination: 'Wiedeń' })
    expect(read('du textile', 'cargo')).toEqual({ cargo: 'textile' })
    expect(read('weiß nicht', 'cargo')).toEqual({})
    expect(read('ok danke', 'origin')).toEqual({})
    expect(read('Hamburg, 12 t', 'origin')).toEqual({ origin: 'Hamburg', weight: '12 t' })
  })
})

describe('quote details', () => {
  test('later answers win and missing slots follow the asking order', () => {
    const merged = mergeQuoteDetails({ origin: 'Hamburg', destination: 'Oslo' }, { destination: 'Bergen', packages: '3 pallets' })
    expect(merged).toEqual({ origin: 'Hamburg', destination: 'Bergen', packages: '3 pallets' })
    expect(missingSlots(merged)).toEqual(['cargo', 'size', 'dates'])
    expect(sizeOf(merged)).toBeUndefined()
    expect(sizeOf({ ...merged, weight: '800 kg' })).toBe('800 kg, 3 pallets')
  })
})
