import type { AssistantContext, LanguageModel } from '../../application/ports/language-model'
import type { Intent } from '../../domain/intent'

type Step<T> = T | Error

/** Answers from a script, one step per call (an Error step throws), and records what it was shown. */
export class ScriptedLanguageModel implements LanguageModel {
  readonly classified: string[] = []
  readonly contexts: AssistantContext[] = []

  constructor(
    private readonly intents: Step<Intent | string>[] = [],
    private readonly replies: Step<string>[] = [],
  ) {}

  async classify(message: string): Promise<Intent> {
    this.classified.push(message)
    return next(this.intents, 'classify') as Intent
  }

  async reply(context: AssistantContext): Promise<string> {
    this.contexts.push(structuredClone(context))
    return next(this.replies, 'reply')
  }
}

function next<T>(steps: Step<T>[], what: string): T {
  if (steps.length === 0) throw new Error(`ScriptedLanguageModel: no ${what} step left`)
  const step = steps.shift()!
  if (step instanceof Error) throw step
  return step
}
