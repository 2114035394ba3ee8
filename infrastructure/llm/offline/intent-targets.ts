import type { IntentReport } from './evaluate-intent-model'

/** The quality and size the offline classifier must reach (issues #20, #29: 0.95 per language); checked by eval:intent and the suite. */
export const INTENT_TARGETS = {
  heldOutOverall: 0.96,
  heldOutPerLanguage: 0.95,
  crossValidationPerLanguage: 0.9,
  heldOutMessagesPerLanguage: 40,
  maxModelBytes: 2 * 1024 * 1024,
} as const

/** Every target the figures miss, one readable line each; empty when all are met. */
export function intentTargetShortfalls(figures: {
  heldOut: IntentReport
  crossValidation?: IntentReport
  modelBytes?: number
  languages: readonly string[]
}): string[] {
  const t = INTENT_TARGETS
  const misses: string[] = []
  const f = (x: number) => x.toFixed(4)
  if (figures.heldOut.overall.accuracy < t.heldOutOverall) {
    misses.push(`held-out accuracy ${f(figures.heldOut.overall.accuracy)} < ${t.heldOutOverall}`)
  }
  for (const lang of figures.languages) {
    const held = figures.heldOut.byLanguage[lang as keyof IntentReport['byLanguage']]
    if (!held || held.n < t.heldOutMessagesPerLanguage) misses.push(`${lang}: fewer than ${t.heldOutMessagesPerLanguage} held-out messages`)
    else if (held.accuracy < t.heldOutPerLanguage) misses.push(`${lang}: held-out accuracy ${f(held.accuracy)} < ${t.heldOutPerLanguage}`)
    if (!figures.crossValidation) continue
    const cv = figures.crossValidation.byLanguage[lang as keyof IntentReport['byLanguage']]
    if (!cv) misses.push(`${lang}: no training messages`)
    else if (cv.accuracy < t.crossValidationPerLanguage)
      misses.push(`${lang}: 5-fold accuracy ${f(cv.accuracy)} < ${t.crossValidationPerLanguage}`)
  }
  if (figures.modelBytes !== undefined && figures.modelBytes >= t.maxModelBytes) {
    misses.push(`model file ${figures.modelBytes} bytes >= ${t.maxModelBytes}`)
  }
  return misses
}
