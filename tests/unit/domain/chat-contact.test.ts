import { describe, expect, test } from 'bun:test'
import { contactEmailIn, latestContactEmail, malformedContactEmail } from '../../../domain/chat-contact'

describe('the visitor’s own e-mail address in a chat message', () => {
  test.each([
    ['my e-mail: ann@firm.test', 'ann@firm.test'],
    ['Sim, está correto. O meu e-mail é ana@ceramica.test', 'ana@ceramica.test'],
  ] as const)('%s', (text, email) => {
    expect(String(contactEmailIn(text))).toBe(email)
  })
  test('not the sender in the header of a mail the visitor forwards', () => {
    const forwarded =
      'Bonjour, je vous transfère la demande de notre client.\n\n---------- Message transféré ----------\nDe : Service achats <achats@client.test>\nObjet : Commande\n\n4 caisses, 850 kg, de Lyon à Montréal.'
    expect(contactEmailIn(forwarded)).toBeNull()
    expect(String(contactEmailIn(`${forwarded}\n\nMon adresse : sophie@transit.test`))).toBe('sophie@transit.test')
    // An address only in the header is no malformed attempt at the visitor's own (nineteenth round, live16 it-u5).
    expect(malformedContactEmail(forwarded)).toBe(false)
  })
  test('the latest valid address wins; "anna@firma" is malformed', () => {
    expect(String(latestContactEmail(['a@one.test', 'no address', 'b@two.test']))).toBe('b@two.test')
    expect(malformedContactEmail('anna@firma')).toBe(true)
  })
})
