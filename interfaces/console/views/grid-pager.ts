import { h } from '../dom'

/** Previous and Next page buttons around the page number; `page` counts from 1. */
export function gridPager(page: number, hasNext: boolean, go: (step: -1 | 1) => void): HTMLElement {
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Pages' },
    h('button', { type: 'button', disabled: page === 1, onclick: () => go(-1) }, 'Previous page'),
    h('span', { 'aria-live': 'polite' }, `Page ${page}`),
    h('button', { type: 'button', disabled: !hasNext, onclick: () => go(1) }, 'Next page'),
  )
}
