import { describe, expect, test } from 'bun:test'
import { isPublicAddress } from '../../../domain/network-address'

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::192.168.0.1',
    '2002:c0a8:0101::1',
    '2001:db8::1',
    'not-an-ip',
    '1.2.3',
    '1.2.3.256',
  ]
  const allowed = [
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ]
  for (const address of refused) test(`${address} is refused`, () => expect(isPublicAddress(address)).toBe(false))
  for (const address of allowed) test(`${address} is public`, () => expect(isPublicAddress(address)).toBe(true))
})
