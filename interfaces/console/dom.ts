/**
 * The console's only way to build DOM: elements with attributes and text children. Text always
 * goes in through text nodes (never innerHTML), so a value from a document can never become markup.
 */
export type Child = Node | string | number | null | undefined | false
type Handler = (event: Event) => void
export type Attrs = Record<string, string | number | boolean | Handler | null | undefined>

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (name === 'value' && 'value' in element) (element as HTMLInputElement).value = String(value)
    else element.setAttribute(name, value === true ? '' : String(value))
  }
  append(element, children)
  return element
}

/** Appends children; strings and numbers become text nodes. */
export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child)
  }
}

/** Replaces everything inside `parent`. */
export function mount(parent: Element, ...children: (Child | Child[])[]): void {
  parent.replaceChildren()
  append(parent, children)
}

/** A document value as the text a person reads: strings as they are, anything else as JSON. */
export function valueText(value: unknown, max = Infinity): string {
  const text = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** A labelled form field: the label names the control for assistive technology. */
export function field(label: string, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, hint?: string): HTMLElement {
  const id = control.id || `f-${Math.random().toString(36).slice(2, 10)}`
  control.id = id
  const hintId = hint ? `${id}-hint` : null
  if (hintId) control.setAttribute('aria-describedby', hintId)
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    control,
    hint ? h('small', { id: hintId, class: 'hint' }, hint) : null,
  )
}

/** Local date and time of an ISO string, for people. */
export function when(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** A value in a "from → to" line: JSON, so text shows its quotes and an absent value reads null. */
export function changeText(value: unknown, max = 200): string {
  return valueText(JSON.stringify(value ?? null), max)
}

/** Names typed in one field, separated by commas. */
export function splitNames(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
