import type { QuoteSlot } from '../../domain/quote-details'

// "but", "only", "except", "almost", "not quite" in the ten languages: an answer to the read-back that keeps some of it and
// not the rest.
const BUT =
  /(?<![\p{L}])(?:almost|nearly|not\s{1,3}quite|fast(?=\s{0,2}[,.!:–-])|nicht\s{1,3}ganz|beinahe|casi|no\s{1,3}del\s{1,3}todo|presque|pas\s{1,3}tout\s{1,3}à\s{1,3}fait|pas\s{1,3}exactement|quasi|non\s{1,3}proprio|non\s{1,3}esattamente|bijna|niet\s{1,3}helemaal|prawie|nie\s{1,3}do\s{1,3}końca|nie\s{1,3}całkiem|quase|não\s{1,3}exatamente|skoro|ne\s{1,3}úplně|ne\s{1,3}tak\s{1,3}úplně|neredeyse|tam\s{1,3}değil|tam\s{1,3}olarak\s{1,3}değil|but|except|only\s{1,3}that|aber|außer|nur|pero|salvo|solo\s{1,3}que|sólo\s{1,3}que|mais|sauf|ma|tranne|solo\s{1,3}che|maar|behalve|alleen|ale|tylko|oprócz|mas|só\s{1,3}que|exceto|jen|kromě|však|jenže|ama|fakat|ancak|yalnız|sadece)(?![\p{L}])/iu

/**
 * Whether an answer to "Is that right? … (or correct any detail)" disputes the details without changing any that could be
 * read ("Sim, só que a mercadoria é mais concretamente …", "yük de mermer plakalar"): it names a detail shown, or says "but".
 * Such an answer is asked about once more rather than taken as "no address" and summarised.
 */
export function disputesReadBack(answer: string, labels: Readonly<Record<QuoteSlot, string>>): boolean {
  if (BUT.test(answer)) return true
  const words = answer.toLocaleLowerCase()
  return Object.values(labels).some((label) =>
    label
      .toLocaleLowerCase()
      .split(/\s{0,3}\/\s{0,3}|\s{1,3}or\s{1,3}/u)
      .some((name) => name.length > 2 && new RegExp(`(?<![\\p{L}])${escaped(name)}(?![\\p{L}])`, 'u').test(words)),
  )
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/** The pattern above, for the test that keeps them bounded. */
export const READ_BACK_PATTERNS: readonly RegExp[] = [BUT]
