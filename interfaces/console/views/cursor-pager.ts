import { h } from '../dom'

/**
 * Back and forward buttons over a cursor-paged list: `cursors` is the stack of `after` cursors
 * that led to the page shown (its first entry the first page's), `load` shows the page on top.
 */
export function cursorPager(
  cursors: (string | null)[],
  nextCursor: string | null,
  load: () => Promise<void>,
  labels: [back: string, forward: string],
): HTMLElement {
  const button = (label: string, disabled: boolean, move: () => void) =>
    h(
      'button',
      {
        type: 'button',
        disabled,
        onclick: () => {
          move()
          void load()
        },
      },
      label,
    )
  return h(
    'nav',
    { class: 'pager', 'aria-label': 'Pages' },
    button(labels[0], cursors.length === 1, () => cursors.pop()),
    button(labels[1], !nextCursor, () => cursors.push(nextCursor)),
  )
}
