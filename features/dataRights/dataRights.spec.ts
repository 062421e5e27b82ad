// The customer's data rights in the browser, in both languages: the data downloaded from the dashboard holds the
// customer's own procedures and no one else's; a deletion request shows its due date on the dashboard and in back
// office's queue, and once approved the customer cannot sign in and the signature file answers 404; a back-office look
// at the record appears on the customer's dashboard by role. Axe and overflow on the new parts at both widths.
import fs from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, expectNoAxeViolations, expectNoHorizontalOverflow, registerByApi } from '../../tests/e2e/helpers'

const TEXT = {
  en: {
    heading: 'Your data and your account',
    see: 'See my data',
    json: 'Download as a file (JSON)',
    page: 'Your data',
    confirm: 'I understand that my account will be closed and cannot be restored.',
    ask: 'Ask to delete my account',
    refused: 'Tick the box to confirm that you want your account deleted.',
    pending: /You asked to delete your account on .+\. It will be answered by (.+); we will write to you/,
    looked: 'Who looked at your record',
    role: 'Back office',
    balance: 'Total balance',
    zero: '$0.00',
    price: '$15.00',
    moscow: /as of \d{1,2} [A-Z][a-z]+ 20\d\d at \d{2}:\d{2} Moscow time\./,
  },
  ru: {
    heading: 'Ваши данные и учётная запись',
    see: 'Посмотреть мои данные',
    json: 'Скачать файлом (JSON)',
    page: 'Ваши данные',
    confirm: 'Я понимаю, что учётная запись будет закрыта и восстановить её будет нельзя.',
    ask: 'Запросить удаление учётной записи',
    refused: 'Отметьте поле, чтобы подтвердить, что хотите удалить учётную запись.',
    pending: /Вы запросили удаление учётной записи .+\. Ответ — не позднее (.+); мы напишем вам/,
    looked: 'Кто открывал вашу запись',
    role: 'Бэк-офис',
    balance: 'Общий баланс',
    zero: /^0,00\s\$$/,
    price: /15,00\s\$/,
    moscow: /на \d{1,2} [а-я]+ 20\d\d г\. в \d{2}:\d{2} по московскому времени\./,
  },
} as const

const unique = () => Math.random().toString(36).slice(2, 8)

async function addProcedure(request: APIRequestContext, customer: string, name: string) {
  const token = await adminToken(request)
  const reply = await request.post('/api/procedures', {
    headers: { Authorization: `JWT ${token}` },
    data: { customer: Number(customer), name, price: 1500, status: 'planned' },
  })
  expect(reply.status(), await reply.text()).toBe(201)
}

for (const lang of ['en', 'ru'] as const) {
  const t = TEXT[lang]

  test(`${lang}: a customer downloads their data and finds their procedures and no one else's`, { tag: '@mobile' }, async ({ page, request }) => {
    const other = await registerByApi(request)
    const mine = `Mine ${unique()}`
    const theirs = `Theirs ${unique()}`
    await addProcedure(request, other.uid, theirs)
    const me = await registerByApi(page.request)
    await addProcedure(request, me.uid, mine)

    await page.goto(`/dashboard?lng=${lang}`)
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: t.see }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.page })).toBeVisible()
    await expect(page.getByText(mine)).toBeVisible()
    await expect(page.getByText(theirs)).toHaveCount(0)
    await expect(page.getByText(me.email).first()).toBeVisible()
    // Money as the dashboard writes it, in the page's language with the currency; the time on Moscow's clock, in words.
    await expect(page.getByRole('region', { name: t.balance }).locator('p')).toHaveText(t.zero)
    await expect(page.getByRole('row').filter({ hasText: mine })).toContainText(t.price)
    await expect(page.getByText(t.moscow)).toBeVisible()
    // Every table fits the screen, a phone's too: nothing cut at the right edge, nothing to scroll sideways.
    const cut = await page
      .locator('table')
      .evaluateAll(
        (tables) =>
          tables.filter(
            (table) => table.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 || table.scrollWidth > table.clientWidth + 1,
          ).length,
      )
    expect(cut).toBe(0)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: t.json }).click()
    const file = await (await download).path()
    const text = fs.readFileSync(file, 'utf8')
    const data = JSON.parse(text)
    expect(data.profile.email).toBe(me.email)
    expect(data.procedures.map((p: { name: string }) => p.name)).toEqual([mine])
    expect(text).not.toContain(theirs)
    expect(text).not.toContain(other.email)
  })

  test(`${lang}: a deletion request shows its due date, reaches back office, and once approved ends sign-in and the signature file`, async ({
    page,
    request,
  }) => {
    const me = await registerByApi(page.request)
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const customer = await (await request.get(`/api/customers/${me.uid}?depth=1`, { headers: auth })).json()
    const signature = `/api/customer-signatures/file/${customer.signature.filename}`
    expect((await request.get(signature, { headers: auth })).status()).toBe(200)

    await page.goto(`/dashboard?lng=${lang}`)
    // Without the box: refused, with the reason, nothing asked.
    await page.getByRole('button', { name: t.ask }).click()
    await expect(page.getByRole('alert').filter({ hasText: t.refused })).toBeVisible()
    await page.getByLabel(t.confirm).check()
    await page.getByRole('button', { name: t.ask }).click()
    const pending = page.getByText(t.pending)
    await expect(pending).toBeVisible()
    const due = (await pending.textContent())!.match(t.pending)![1]

    const queue = await (await request.get(`/api/deletion-requests?where[customer][equals]=${me.uid}&sort=dueAt&depth=0`, { headers: auth })).json()
    expect(queue.docs).toHaveLength(1)
    const [entry] = queue.docs
    expect(entry).toMatchObject({ status: 'pending', overdue: false })
    const expected = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    expect(due).toContain(String(new Date(entry.dueAt).getUTCFullYear()))
    expect(expected.format(new Date(entry.dueAt)).replace(/\s*г\.$/, '')).toBe(due.replace(/\s*г\.$/, ''))

    const approved = await request.patch(`/api/deletion-requests/${entry.id}`, { headers: auth, data: { status: 'approved' } })
    expect(approved.status(), await approved.text()).toBe(200)

    const login = await request.post('/api/loginUSR', { data: { email: me.email, password: me.password } })
    expect(login.status()).toBe(401)
    expect((await request.get(signature, { headers: auth })).status()).toBe(404)
    await page.goto(`/dashboard?lng=${lang}`)
    await expect(page).toHaveURL(/\/cabinet/)
  })

  test(`${lang}: a back-office look at the record appears on the customer's dashboard, by role`, { tag: '@mobile' }, async ({ page, request }) => {
    const me = await registerByApi(page.request)
    const token = await adminToken(request)
    const staffEmail = `bo-${unique()}@veltrana.example`
    const made = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { email: staffEmail, password: 'backoffice-password-1', role: 'backoffice', name: 'Hidden Staffname' },
    })
    expect(made.status(), await made.text()).toBe(201)
    const staff = await (await request.post('/api/users/login', { data: { email: staffEmail, password: 'backoffice-password-1' } })).json()
    const read = await request.get(`/api/customers/${me.uid}`, { headers: { Authorization: `JWT ${staff.token}` } })
    expect(read.status()).toBe(200)

    await page.goto(`/dashboard?lng=${lang}`)
    const panel = page.locator('#data-rights')
    await expect(panel.getByRole('heading', { name: t.looked })).toBeVisible()
    await expect(panel.getByRole('listitem').filter({ hasText: t.role })).toHaveCount(1)
    await expect(panel).not.toContainText('Hidden Staffname')
    await expectNoHorizontalOverflow(page)
  })
}
