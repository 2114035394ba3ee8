import { expect, test } from 'bun:test'
import { trimmedCargo } from '../../../domain/quote-cargo-trim'

// The tagger sometimes reads the destination's preposition into the cargo when the place after it is no city.
test('a cargo never ends in the preposition that introduces the destination', () => {
  expect(trimmedCargo('azulejos pintados para')).toBe('azulejos pintados')
  expect(trimmedCargo('spare parts to')).toBe('spare parts')
  expect(trimmedCargo('Ersatzteile nach')).toBe('Ersatzteile')
  expect(trimmedCargo('meble biurowe do')).toBe('meble biurowe')
  // Goods keep their own words, and a lone word is left as it is.
  expect(trimmedCargo('vinho do Porto')).toBe('vinho do Porto')
  expect(trimmedCargo('household goods')).toBe('household goods')
  expect(trimmedCargo('para')).toBe('para')
})
