// A customer's conversation with back office in the browser: customer A asks to book a procedure
// through the form, back office answers over REST (as the admin's form saves a message), A sees the
// unread count on the dashboard, reads the answer and the count goes back to zero; the notice mail
// (read from the loopback SMTP receiver the e2e server sends to) holds no text of either message;
// customer B gets 404 for the conversation's address. Both languages, both widths.
import { expect, test } from '@playwright/test'
import { backOfficeHeaders, expectNoAxeViolations, expectNoHorizontalOverflow, signedInCustomerPage } from '../../tests/e2e/helpers'
import { receivedMail } from '../../tests/e2e/mailbox'

test.describe.configure({ mode: 'serial' })

const SUBJECTS = ['A new message in your Veltrana Group cabinet', 'В личном кабинете Группы Велтрана новое сообщение']

test('a customer asks to book a procedure, back office answers, the customer reads it', { tag: '@mobile' }, async ({ browser, playwright }) => {
  const a = await signedInCustomerPage(browser)
  const b = await signedInCustomerPage(browser)
  const question = `Could I come on Tuesday morning? Ref ${Date.now()}`
  const reply = 'Tuesday at 10:00 suits us. Codeword heliotrope.'

  // The dashboard links to the messages; a message is written through the form.
  await a.page.goto('/dashboard?lng=en')
  await a.page.getByRole('link', { name: /^Messages/ }).click()
  await expect(a.page).toHaveURL(/\/dashboard\/messages$/)
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Your messages')
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)
  // An empty message is refused by the server too (the browser's own check is switched off here).
  await a.page.locator('form.dash-msg-form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
  await a.page.getByRole('button', { name: 'Send' }).click()
  await expect(a.page.getByRole('alert')).toHaveText('Write your message before sending it.')
  await a.page.getByLabel('Subject').selectOption('booking')
  await a.page.getByLabel('Your message').fill(question)
  await a.page.getByRole('button', { name: 'Send' }).click()
  await expect(a.page).toHaveURL(/\/dashboard\/messages\/\d+$/)
  const address = new URL(a.page.url()).pathname
  const thread = Number(address.split('/').pop())
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Book a procedure')
  await expect(a.page.locator('.dash-msg__item--customer')).toContainText(question)
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)

  // Customer B: 404 for A's conversation.
  expect((await b.page.request.get(address)).status()).toBe(404)

  // Back office answers over REST.
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const answered = await staff.post('/api/customer-messages', { headers: await backOfficeHeaders(staff), data: { thread, body: reply } })
  expect(answered.status(), await answered.text()).toBe(201)
  await staff.dispose()

  // The dashboard counts the answer unread, in Russian too; reading it brings the count to zero.
  await a.page.goto('/dashboard?lng=ru')
  await expect(a.page.getByRole('link', { name: /Сообщения/ })).toContainText('Непрочитанных: 1')
  await a.page.goto('/dashboard/messages?lng=ru')
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Ваши сообщения')
  await expect(a.page.locator('.dash-docs__item').first()).toContainText('Записаться на процедуру')
  await expect(a.page.locator('.dash-docs__item').first()).toContainText('Есть ответ')
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)
  await a.page.locator('.dash-docs__item a').first().click()
  await expect(a.page.locator('.dash-msg__item--staff')).toContainText(reply)
  await expect(a.page.locator('.dash-msg__item--staff')).toContainText('Группа Велтрана')
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)
  await a.page.goto('/dashboard?lng=en')
  await expect(a.page.getByRole('link', { name: /^Messages/ })).not.toContainText('Unread')

  // The notice says there is a message, and nothing of it.
  const notices = () => receivedMail().filter((m) => m.envelopeTo.includes(a.customer.email) && SUBJECTS.includes(m.parsed.subject ?? ''))
  await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(1)
  const notice = notices()[0]!
  const whole = `${notice.parsed.subject}\n${notice.parsed.text}\n${notice.parsed.html}`
  for (const secret of ['heliotrope', 'Tuesday', question, 'Book a procedure', 'Записаться']) expect(whole).not.toContain(secret)
})
