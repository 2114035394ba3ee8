import type { ApiClient } from '../api-client'
import type { AccessToken } from '../api-types'
import { field, h, mount } from '../dom'
import { errorMessage, notice } from './states'

/** Sign-in by magic link: ask for a link, then either open it or type the 8-digit code from the same mail. */
export function signInView(root: HTMLElement, api: ApiClient, onSignedIn: (issued: AccessToken) => void, problem?: string): void {
  const email = h('input', { type: 'email', name: 'email', autocomplete: 'email', required: true, maxlength: 254 })
  const status = h('div', { 'aria-live': 'polite' }, problem ? notice(problem, 'error') : null)
  const codeForm = h('form', { class: 'card', hidden: true })
  const askForm = h(
    'form',
    { class: 'card' },
    field('E-mail address', email, 'We send a sign-in link and a code to this address. No password needed.'),
    h('button', { type: 'submit' }, 'Send sign-in link'),
  )
  askForm.addEventListener('submit', async (event) => {
    event.preventDefault()
    mount(status, notice('Sending…'))
    try {
      const answer = await api.post<{ message: string }>('/api/v1/auth', { email: email.value })
      mount(status, notice(`${answer.message} Open the link in this browser, or type the code below.`))
      showCodeForm(email.value.trim().toLowerCase())
    } catch (error) {
      mount(status, notice(errorMessage(error), 'error'))
    }
  })

  function showCodeForm(address: string) {
    const code = h('input', {
      type: 'text',
      name: 'code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      pattern: '[0-9]{8}',
      maxlength: 8,
      required: true,
    })
    mount(codeForm, field('8-digit code from the e-mail', code), h('button', { type: 'submit' }, 'Sign in with code'))
    codeForm.hidden = false
    codeForm.onsubmit = async (event) => {
      event.preventDefault()
      try {
        const issued = await api.verify({ email: address, code: code.value.trim() })
        onSignedIn(issued)
      } catch (error) {
        mount(status, notice(`${errorMessage(error)} Ask for a new link if the code has expired.`, 'error'))
      }
    }
    code.focus()
  }

  mount(
    root,
    h('main', { id: 'main', class: 'narrow' }, h('h1', { tabindex: -1 }, 'Sign in to the data lake console'), status, askForm, codeForm),
  )
  email.focus()
}
