import { describe, expect, test } from 'bun:test'
import type { QuoteDetails } from '../../../domain/quote-details'
import { extractQuoteDetails } from '../../../domain/quote-extraction'
import { withoutMailNoise } from '../../../domain/quote-mail-noise'

function read(text: string): QuoteDetails {
  const { originLocode: _o, destinationLocode: _d, pendingSlot: _s, pendingValue: _v, ...rest } = extractQuoteDetails(text)
  return rest
}

describe('mail noise: signatures and quotes dropped, details beside an e-mail address kept', () => {
  test('a one-line message with quote details and an e-mail address keeps its details', () => {
    expect(read('Please quote 2 pallets from Hamburg to Lyon, 800 kg, my e-mail is ana@example.com')).toMatchObject({
      origin: 'Hamburg',
      destination: 'Lyon',
      weight: '800 kg',
      packages: '2 pallets',
    })
    expect(read('Bitte Angebot für 12 t von Ulm nach Oslo, Antwort an <t.becker@firma.de> bitte')).toMatchObject({
      origin: 'Ulm',
      destination: 'Oslo',
      weight: '12 t',
    })
  })

  test('the address itself is never read: its domain names no place', () => {
    const text = withoutMailNoise('Please quote 2 pallets to Lyon, write to sales@shanghai-freight.com or mailto:ops@oslo.example')
    expect(text).not.toContain('@')
    expect(text).not.toContain('shanghai')
    expect(read('Please quote 2 pallets to Lyon, write to sales@shanghai-freight.com')).not.toHaveProperty('origin')
  })

  test('signature and contact lines are still dropped, with quoted and separator lines', () => {
    const mail = [
      'Please quote 3 pallets from Ulm to Oslo',
      '',
      'Thomas Becker <t.becker@firma.de>',
      'Spedition Hamburg GmbH | info@spedition-hamburg.de | Tel +49 40 1234',
      'Hamburg Office: hamburg@firma.de',
      'E-Mail: t.becker@firma.de',
      '-----Original Message-----',
      '> ship 40 t from Madrid to Rome',
    ].join('\n')
    expect(withoutMailNoise(mail).trim()).toBe('Please quote 3 pallets from Ulm to Oslo')
    expect(read(mail)).toEqual({ origin: 'Ulm', destination: 'Oslo', packages: '3 pallets' })
  })
})

test('a forwarding note signed with an address still leaves the quoted request to read', () => {
  const mail =
    'Bonjour,\n\nJe vous transfère la demande ci-dessous.\n\n> Merci de nous chiffrer 3 caisses de vaisselle (210 kg) de Limoges à Gand, enlèvement le 9 décembre.\n\nCordialement,\nPaul Martin\nPorcelaines Martin SAS — 4 rue Haute, 87000 Limoges'
  expect(withoutMailNoise(mail)).toContain('3 caisses de vaisselle')
})
