import { describe, expect, it } from 'vitest'
import type { FormBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import type { FormBlockData } from './data.server'
import { Form } from './Form'

const block: Compacted<FormBlock> = { blockType: 'form', id: 'ask', heading: 'Ask us', intro: null, form: 7 }
const form: NonNullable<FormBlockData['form']> = {
  id: 7,
  fields: [
    { blockType: 'text', name: 'name', label: 'Your name', required: true, width: 50 },
    { blockType: 'email', name: 'email', label: 'E-mail', required: true },
    { blockType: 'textarea', name: 'message', label: 'Question', required: false },
  ],
  submitButtonLabel: 'Send the enquiry',
  confirmationMessage: paragraphs('Thank you, we will answer.'),
}
const render = (data: FormBlockData, language: 'en' | 'ru' = 'en') =>
  renderBlock(<Form block={block} data={data} index={2} pageTitle="Investors" />, { language, pathname: '/investors' })

describe('Form', () => {
  it('posts to the page itself, with the server’s constraints as attributes, a honeypot and the consent box', () => {
    const html = render({ form })
    expect(html).toContain('<form method="post" action="/investors#form-ask"')
    expect(html).toContain('<input type="hidden" name="_block" value="ask"/>')
    expect(html).toMatch(/<input type="text" maxLength="200" id="form-ask-name" name="name" required=""/)
    expect(html).toMatch(/<input type="email" autoComplete="email" inputMode="email" maxLength="100"[^>]*name="email" required=""/)
    expect(html).toMatch(/<textarea rows="6" maxLength="4000" id="form-ask-message" name="message">/)
    expect(html).toContain('name="homepage" type="text" tabindex="-1" autoComplete="off"')
    expect(html).toContain('name="personalDataConsent"')
    expect(html).toContain('href="/consents/enquiries"')
    expect(html).toContain('Send the enquiry')
  })

  it('shows the server’s translated errors by their fields, and what was typed', () => {
    const html = render(
      { form, outcome: { ok: false, errors: { email: 'Form_error_email', name: 'Form_error_too_long' }, values: { email: 'anna@example' } } },
      'ru',
    )
    expect(html).toContain('Сообщение не отправлено')
    expect(html).toContain('<p id="form-ask-email-error" class="field__error">Введите адрес электронной почты, например name@example.com.</p>')
    expect(html).toContain('сократите текст до 200 символов')
    expect(html).toContain('value="anna@example"')
  })

  it('shows the form’s thank-you text instead of the form once it was sent', () => {
    const html = render({ form, outcome: { ok: true } })
    expect(html).toContain('Thank you, we will answer.')
    expect(html).not.toContain('<form')
  })
})
