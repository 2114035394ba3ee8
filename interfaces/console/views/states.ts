import { ApiError, NetworkError } from '../api-client'
import { h } from '../dom'

/** What the console shows while it waits for an answer. */
export function loading(what: string): HTMLElement {
  return h('p', { class: 'state loading', role: 'status', 'aria-busy': 'true' }, `Loading ${what}…`)
}

/** An empty list, saying what to do next. */
export function empty(message: string, next: string): HTMLElement {
  return h('div', { class: 'state empty' }, h('p', null, h('strong', null, message)), h('p', null, next))
}

/** A failure, in words a person can act on, with a retry when one makes sense. */
export function failure(error: unknown, retry?: () => void): HTMLElement {
  return h(
    'div',
    { class: 'state error', role: 'alert' },
    h('p', null, h('strong', null, errorMessage(error))),
    h('p', null, advice(error)),
    retry ? h('button', { type: 'button', onclick: retry }, 'Retry') : null,
  )
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message
  return 'Something went wrong in the console.'
}

function advice(error: unknown): string {
  if (error instanceof NetworkError) return 'Check that the service is running and reachable, then retry.'
  if (!(error instanceof ApiError)) return 'Reload the page; if it happens again, the service log has the details.'
  switch (error.status) {
    case 400:
      return 'Correct the highlighted input and try again.'
    case 401:
      return 'Your session has ended: sign in again.'
    case 403:
      return 'Your account may not do this; ask an administrator.'
    case 404:
      return 'It may have been deleted or never existed: go back to the list.'
    case 409:
      return 'It conflicts with something that exists: choose another name or value.'
    case 429:
      return 'Too many requests: wait a minute, then retry.'
    default:
      return error.status >= 500 ? 'The service or its store has a problem: retry in a moment.' : 'Check the input and try again.'
  }
}

/** A polite live region for results of actions ("Saved", "Deleted"). */
export function notice(text: string, kind: 'ok' | 'error' = 'ok'): HTMLElement {
  return h('p', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text)
}
