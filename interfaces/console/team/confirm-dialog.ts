import { h } from '../dom'

/** Asks a yes/no question in a modal <dialog> (keyboard: Escape cancels, focus starts on Cancel); resolves true on confirm. */
export function confirmDialog(question: string, confirmLabel: string): Promise<boolean> {
  return new Promise((resolve) => {
    const cancel = h('button', { type: 'button', onclick: () => dialog.close('cancel') }, 'Cancel')
    const confirm = h('button', { type: 'button', class: 'danger', onclick: () => dialog.close('confirm') }, confirmLabel)
    const title = h('p', { id: `dlg-${Math.random().toString(36).slice(2, 10)}` }, question)
    const dialog = h('dialog', { class: 'confirm' }, title, h('div', { class: 'actions' }, cancel, confirm))
    dialog.setAttribute('aria-labelledby', title.id)
    dialog.addEventListener('close', () => {
      dialog.remove()
      resolve(dialog.returnValue === 'confirm')
    })
    document.body.appendChild(dialog)
    dialog.showModal()
    cancel.focus()
  })
}
