/**
 * How the intake reads a visitor who types without accents ("przesylke", "teklif icin", "Enlevement a Roubaix"): the
 * conversations that complete as written, played again with every accent of the visitor's turns and of the expected
 * values taken off. Blind writers are asked for such text; this measures it on every development conversation at once.
 */
import { foldAccents } from '../../domain/quote-folding'
import { type IntakeConversation, runConversation } from './intake-evaluation'

/** The conversation as a visitor who types no accents writes it ("Łódź" as "Lodz", "İzmir" as "Izmir"). */
export function withoutAccents(conversation: IntakeConversation): IntakeConversation {
  const expect = Object.fromEntries(Object.entries(conversation.expect).map(([field, value]) => [field, value && foldAccents(value)]))
  return { ...conversation, turns: conversation.turns.map(foldAccents), expect }
}

export interface RobustnessScore {
  /** Conversations complete as written. */
  readonly complete: number
  /** Of those, the ones still complete without accents. */
  readonly stillComplete: number
  /** The ids of the others. */
  readonly lost: readonly string[]
}

/** Of the conversations complete as written, how many stay complete typed without accents. */
export function accentFreeScore(conversations: readonly IntakeConversation[]): RobustnessScore {
  const complete = conversations.filter((c) => runConversation(c).complete)
  const lost = complete.map(withoutAccents).filter((c) => !runConversation(c).complete)
  return { complete: complete.length, stillComplete: complete.length - lost.length, lost: lost.map((c) => c.id) }
}
