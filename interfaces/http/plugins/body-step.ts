import { Elysia } from 'elysia'
import type { ElysiaAdapter } from 'elysia/adapter'

/** Reads a request's body in Elysia's parse step: the value (or a promise of it) becomes `body`; it may throw. */
export type BodyParser = (context: { request: Request; route: string }, contentType: string | null) => unknown

/** The name our one body parser is registered under (a JavaScript identifier: Elysia writes it into code). */
const BODY_PARSER = 'ownBody'

/**
 * Every route's parse step calls one function of ours, and nothing else: authentication, then our
 * JSON reader (bearer-auth.ts, json-body.ts). Elysia compiles each route's handler from its hooks,
 * and for parse hooks that are functions (or a parser of our own name) the compiled code first reads
 * `request.body`, for which Bun builds a ReadableStream (~1.4 µs a write, nothing of it used). Only
 * for its built-in parsers (`parse: 'json'`) does it write the parser's code in directly, taken from
 * its adapter. So every route declares `parse: 'json'` and the app's adapter (`ownBodyAdapter`)
 * writes a call of our parser as the code of 'json'. Errors reach the error handler as from a parse
 * hook (wrapped in Elysia's ParseError, ours in `cause`), validation runs after it as before.
 */
export function bodyStep(parse: BodyParser) {
  // A parse hook given by name is how Elysia stores a route's own `parse: 'json'`; its typings take functions only.
  const named = { fn: 'json' } as never
  return new Elysia({ name: 'body-step' })
    .parser(BODY_PARSER, (context, contentType) => parse(context, contentType))
    .on({ as: 'global' }, 'parse', named)
}

/** `adapter` (Elysia's default for the runtime) with the code of `parse: 'json'` calling the parser of bodyStep. */
export function ownBodyAdapter(adapter: ElysiaAdapter): ElysiaAdapter {
  const call = `let ownRead=parser.${BODY_PARSER}(c,c.request.headers.get('content-type'))
if(ownRead instanceof Promise)ownRead=await ownRead
c.body=ownRead
`
  return {
    ...adapter,
    composeHandler: { ...adapter.composeHandler, parser: { ...adapter.composeHandler.parser, json: () => call } },
  }
}
