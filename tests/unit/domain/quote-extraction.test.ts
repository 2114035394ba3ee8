import { describe, expect, test } from 'bun:test'
import { missingSlots, mergeQuoteDetails, sizeOf } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'

describe('extractQuoteDetails', () => {
  const cases: [string, Record<string, string>][] = [
    ['I need a quote to ship 12 t of machine parts from Hamburg to Shanghai next week',
      { origin: 'Hamburg', destination: 'Shanghai', cargo: 'machine parts', weight: '12 t', dates: 'next week' }],
    ['We want to send 3 pallets of wine to Berlin', { destination: 'Berlin', cargo: 'wine', packages: '3 pallets' }],
    ['ship furniture from New York to Los Angeles by 12 March', { origin: 'New York', destination: 'Los Angeles', cargo: 'furniture', dates: 'by 12 March' }],
    ['from hamburg port to shanghai, 20 cbm, 2026-12-01', { origin: 'Hamburg Port', destination: 'Shanghai', volume: '20 cbm', dates: '2026-12-01' }],
    ['Please quote 2 x 40ft HC from the port of Antwerp to Lyon, 500 kg', { origin: 'port of Antwerp', destination: 'Lyon', containers: '2 x 40ft HC', weight: '500 kg' }],
    ['from the UK to the US, one 20ft container', { origin: 'UK', destination: 'US', containers: '1 x 20ft' }],
    ['Cargo: frozen fish. 1x40HQ reefer from Bergen to Rotterdam', { cargo: 'frozen fish', containers: '1 x 40ft HC', origin: 'Bergen', destination: 'Rotterdam' }],
    ['Transport von Hamburg nach München, 500 kg, nächste Woche', { origin: 'Hamburg', destination: 'München', weight: '500 kg', dates: 'nächste Woche' }],
    ['Envío de Madrid a Barcelona, 1,5 toneladas, la próxima semana', { origin: 'Madrid', destination: 'Barcelona', weight: '1,5 t', dates: 'la próxima semana' }],
    ['Expédition de Lyon à Marseille, 3 palettes, demain', { origin: 'Lyon', destination: 'Marseille', packages: '3 palettes', dates: 'demain' }],
    ['Hi, this is John from Acme Logistics, can you help?', {}],
    ['I want to talk to someone about an invoice', {}],
    ['what are your opening hours?', {}],
  ]
  for (const [text, expected] of cases) {
    test(text, () => {
      expect(extractQuoteDetails(text) as Record<string, string>).toEqual(expected)
    })
  }

  test('a bare answer fills the slot the assistant asked for, and only then', () => {
    expect(extractQuoteDetails('hamburg', 'origin')).toEqual({ origin: 'Hamburg' })
    expect(extractQuoteDetails('machine parts', 'cargo')).toEqual({ cargo: 'machine parts' })
    expect(extractQuoteDetails('machine parts')).toEqual({})
    expect(extractQuoteDetails('thanks', 'cargo')).toEqual({})
    expect(extractQuoteDetails("not sure yet", 'cargo')).toEqual({})
    expect(extractQuoteDetails("I don't know", 'origin')).toEqual({})
    expect(extractQuoteDetails('what do you mean by cargo?', 'cargo')).toEqual({})
    // Something the patterns recognise wins over the bare reading.
    expect(extractQuoteDetails('500 kg', 'cargo')).toEqual({ weight: '500 kg' })
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
