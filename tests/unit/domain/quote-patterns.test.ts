import { describe, expect, test } from 'bun:test'
import { CARGO_PATTERNS } from '../../../domain/quote-cargo'
import { CARGO_AFTER_LANE_PATTERNS } from '../../../domain/quote-cargo-after-lane'
import { CARGO_ASIDE_PATTERNS } from '../../../domain/quote-cargo-asides'
import { CLAUSE_PATTERNS } from '../../../domain/quote-cargo-clause'
import { CARGO_LEAD_PATTERNS } from '../../../domain/quote-cargo-lead'
import { LIST_PATTERNS } from '../../../domain/quote-cargo-list'
import { LANE_FIRST } from '../../../domain/quote-cargo-names'
import { GOODS_RULE_PATTERNS } from '../../../domain/quote-cargo-rules'
import { GOODS_TO_ASK_PATTERNS } from '../../../domain/quote-cargo-to-ask'
import { CARGO_TRIM_PATTERNS, TR_PACKED_IN } from '../../../domain/quote-cargo-trim'
import { CORRECTION_PATTERNS } from '../../../domain/quote-corrections'
import { COUNTRY_TOWN_PATTERNS } from '../../../domain/quote-country-town'
import { DATE_EDGE_PATTERNS } from '../../../domain/quote-date-edges'
import { DATE_WIDENING_PATTERNS } from '../../../domain/quote-dates'
import { ANSWER_PATTERNS, extractQuoteDetails } from '../../../domain/quote-extraction'
import { LANDMARK_PATTERNS } from '../../../domain/quote-landmarks'
import { MAIL_NOISE_PATTERNS } from '../../../domain/quote-mail-noise'
import { PACKING_MATERIAL_PATTERNS } from '../../../domain/quote-packing-material'
import * as patterns from '../../../domain/quote-patterns'
import { PHRASE_PATTERNS } from '../../../domain/quote-phrases'
import { PLACE_ARTICLE_PATTERNS } from '../../../domain/quote-place-articles'
import { GET_BACK_TO } from '../../../domain/quote-place-keywords'
import { PLACE_PATTERNS } from '../../../domain/quote-places'
import { RESTATED_PATTERNS } from '../../../domain/quote-restated'
import { TEXT_MARK_PATTERNS } from '../../../domain/quote-text-marks'
import { WHOLE_WEIGHT_PATTERNS } from '../../../domain/quote-whole-weight'

const all: [string, RegExp][] = [
  ...Object.entries(patterns).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp),
  ...patterns.DATE_PATTERNS.map((p, i) => [`DATE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...PLACE_PATTERNS.map((p, i) => [`PLACE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CARGO_PATTERNS.map((p, i) => [`CARGO_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CLAUSE_PATTERNS.map((p, i) => [`CLAUSE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...GOODS_TO_ASK_PATTERNS.map((p, i) => [`GOODS_TO_ASK_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...GOODS_RULE_PATTERNS.map((p, i) => [`GOODS_RULE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CARGO_AFTER_LANE_PATTERNS.map((p, i) => [`CARGO_AFTER_LANE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...ANSWER_PATTERNS.map((p, i) => [`ANSWER_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...PHRASE_PATTERNS.map((p, i) => [`PHRASE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...MAIL_NOISE_PATTERNS.map((p, i) => [`MAIL_NOISE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...LANDMARK_PATTERNS.map((p, i) => [`LANDMARK_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...COUNTRY_TOWN_PATTERNS.map((p, i) => [`COUNTRY_TOWN_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CORRECTION_PATTERNS.map((p, i) => [`CORRECTION_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...LIST_PATTERNS.map((p, i) => [`LIST_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...RESTATED_PATTERNS.map((p, i) => [`RESTATED_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CARGO_TRIM_PATTERNS.map((p, i) => [`CARGO_TRIM_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CARGO_ASIDE_PATTERNS.map((p, i) => [`CARGO_ASIDE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...PLACE_ARTICLE_PATTERNS.map((p, i) => [`PLACE_ARTICLE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...CARGO_LEAD_PATTERNS.map((p, i) => [`CARGO_LEAD_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...PACKING_MATERIAL_PATTERNS.map((p, i) => [`PACKING_MATERIAL_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...DATE_WIDENING_PATTERNS.map((p, i) => [`DATE_WIDENING_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...DATE_EDGE_PATTERNS.map((p, i) => [`DATE_EDGE_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...TEXT_MARK_PATTERNS.map((p, i) => [`TEXT_MARK_PATTERNS[${i}]`, p] as [string, RegExp]),
  ...WHOLE_WEIGHT_PATTERNS.map((p, i) => [`WHOLE_WEIGHT_PATTERNS[${i}]`, p] as [string, RegExp]),
  ['LANE_FIRST', LANE_FIRST],
  ['TR_PACKED_IN', TR_PACKED_IN],
  ['GET_BACK_TO', GET_BACK_TO],
]

/** The quantifiers of a pattern's source, escapes and character classes aside. */
function unboundedQuantifiers(source: string): string[] {
  const bare = source.replace(/\\./g, 'e').replace(/\[(?:[^\]\\]|\\.)*\]/g, 'c')
  return bare.match(/[+*]|\{\d+,\}/g) ?? []
}

describe('quote extraction patterns stay linear on hostile text', () => {
  test('no pattern repeats without a bound (no +, * or {n,}), so each start position costs bounded work', () => {
    const offenders = all.filter(([, p]) => unboundedQuantifiers(p.source).length > 0).map(([name]) => name)
    expect(all.length).toBeGreaterThan(25)
    expect(offenders).toEqual([])
  })

  test('the check itself sees an unbounded quantifier, and not an escaped or classed one', () => {
    expect(unboundedQuantifiers(String.raw`a\s+b`)).toEqual(['+'])
    expect(unboundedQuantifiers(String.raw`a{2,}`)).toEqual(['{2,}'])
    expect(unboundedQuantifiers(String.raw`\+[*+]a{1,3}`)).toEqual([])
  })

  test('4,000-character messages built to make regular expressions backtrack are read, and yield nothing made up', () => {
    const hostile = [
      '1'.repeat(4000),
      '1.'.repeat(2000),
      `2 x${' '.repeat(3990)}40`,
      'from '.repeat(800),
      'von A nach '.repeat(360),
      "Ab'dan ".repeat(570),
      '40 '.repeat(1333),
      '12 de '.repeat(666),
      'a'.repeat(4000),
    ]
    for (const text of hostile) {
      const details = extractQuoteDetails(text, 'cargo')
      expect(typeof details).toBe('object')
      expect(details.dates).toBeUndefined()
    }
  })
})
