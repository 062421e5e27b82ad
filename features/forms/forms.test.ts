import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as pageRoute from '../../app/routes/$'
import { CLIENT_HEADER } from '../../platform/request.server'
import { remixHandler } from '../../server/remixHandler'
import { listen, type Listening } from '../../server/testing'
import { paragraphs } from '../../tests/fixtures/richText'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { remixBuild } from '../../tests/integration/remixBuild'
import { restClient, type Send } from '../../tests/integration/rest'
import enConsents from '../translations/en/consents.json'
import en from '../translations/en/forms.json'
import ruConsents from '../translations/ru/consents.json'
import ru from '../translations/ru/forms.json'
import { BLOCK_FIELD, HONEYPOT_FIELD, MAX_LENGTH } from './fieldRules'
import { submitForm } from './submit.server'

// A visitor's submission of an editor-built form, on a real Payload: what is refused stores and
// mails nothing; what is accepted is stored once and mailed to each recipient and to the sender;
// the per-client limit; and what an anonymous REST client may not do. The page's action is
// posted over HTTP through Remix's handler, as server/app.ts serves it.

let cms: TestCms
let payload: Payload
let rest: Send
let server: Listening
let formId: number | string
let clients = 0

const good = () => ({
  name: 'Anna Petrova',
  email: 'Anna@Example.org',
  investorType: 'analyst',
  message: 'When is the next dividend paid?',
  updates: '1',
  personalDataConsent: '1',
})

const send = (values: Record<string, string>, { language = 'en' as 'en' | 'ru', client = `client-${++clients}` } = {}) =>
  submitForm(payload, { form: formId, get: (name) => values[name] ?? null, language, client, page: '/investors' })

const count = async (collection: 'form-submissions' | 'mail-messages') => (await payload.count({ collection, overrideAccess: true })).totalDocs

/** Both catalogues say it, in words (never the key itself). */
const translated = (key: string) => {
  const catalogues = [
    { ...en, ...enConsents },
    { ...ru, ...ruConsents },
  ] as Record<string, string>[]
  return catalogues.every((catalogue) => typeof catalogue[key] === 'string' && catalogue[key] !== key)
}

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  rest = await restClient()
  const form = await payload.create({
    collection: 'forms',
    locale: 'en',
    data: {
      title: 'Investor enquiry',
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'E-mail', required: true },
        {
          blockType: 'select',
          name: 'investorType',
          label: 'You are',
          required: true,
          options: [
            { value: 'shareholder', label: 'A shareholder' },
            { value: 'analyst', label: 'An analyst' },
          ],
        },
        { blockType: 'textarea', name: 'message', label: 'Your question', required: true },
        { blockType: 'checkbox', name: 'updates', label: 'Send me the annual report' },
      ],
      confirmationType: 'message',
      confirmationMessage: paragraphs('Thank you.'),
      recipients: [
        { email: 'ir@veltrana.example', language: 'en' },
        { email: 'press@veltrana.example', language: 'ru' },
      ],
    } as never,
    overrideAccess: true,
  })
  formId = form.id
  // The Russian labels: "ru:<name>", so a message shows which language its labels came from.
  const fields = (await payload.findByID({ collection: 'forms', id: formId, locale: 'en', depth: 0, overrideAccess: true })).fields ?? []
  const inRussian = fields.map((field) => ({
    ...field,
    label: `ru:${'name' in field ? field.name : ''}`,
    ...('options' in field ? { options: field.options?.map((option) => ({ ...option, label: `ru:${option.value}` })) } : {}),
  }))
  await payload.update({
    collection: 'forms',
    id: formId,
    locale: 'ru',
    data: { fields: inRussian, confirmationMessage: paragraphs('Спасибо.') } as never,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'pages',
    data: { title: 'Investors', path: 'investors', _status: 'published', layout: [{ blockType: 'form', id: 'ask', form: formId }] } as never,
    overrideAccess: true,
  })
  const app = express()
  const build = remixBuild({ 'routes/$': { path: '*', module: pageRoute } })
  app.all('*', (req, _res, next) => {
    req.headers[CLIENT_HEADER] = `http-${++clients}`
    next()
  })
  app.all('*', remixHandler({ build, mode: 'production', getLoadContext: () => ({ payload }) }))
  server = await listen(app)
})

afterAll(async () => {
  await server?.close()
  await cms?.close()
})

describe('a refused submission', () => {
  let before: { submissions: number; mail: number }
  beforeEach(async () => {
    before = { submissions: await count('form-submissions'), mail: await count('mail-messages') }
  })
  const nothingStored = async () => {
    expect(await count('form-submissions')).toBe(before.submissions)
    expect(await count('mail-messages')).toBe(before.mail)
  }

  it.each([
    ['a missing required field', { name: '  ' }, 'name', 'Form_error_required'],
    ['a bad e-mail', { email: 'anna@example' }, 'email', 'Form_error_email'],
    ['an over-long value', { name: 'a'.repeat(MAX_LENGTH.text + 1) }, 'name', 'Form_error_too_long'],
    ['a choice the select does not offer', { investorType: 'journalist' }, 'investorType', 'Form_error_option'],
    ['a filled honeypot', { [HONEYPOT_FIELD]: 'https://spam.example' }, 'form', 'Form_error_refused'],
    ['no consent', { personalDataConsent: '' }, 'personalDataConsent', 'Consent_error_required'],
  ])('%s is refused with a translated message and stores nothing', async (_case, change, field, key) => {
    const outcome = await send({ ...good(), ...change })
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: { [field]: key } })
    expect(translated(key)).toBe(true)
    await nothingStored()
  })

  it('flags every failing field at once', async () => {
    const outcome = await send({ email: 'nope', personalDataConsent: '' })
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && Object.keys(outcome.errors).sort()).toEqual(['email', 'investorType', 'message', 'name', 'personalDataConsent'])
    await nothingStored()
  })
})

describe('an accepted submission', () => {
  it('is stored once and queues one message per recipient, in theirs, and the sender’s copy in the sender’s language', async () => {
    const mailBefore = await count('mail-messages')
    expect(await send(good(), { language: 'ru' })).toEqual({ ok: true, redirect: null })
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })
    expect(docs[0]).toMatchObject({
      form: formId,
      language: 'ru',
      page: '/investors',
      consentVersion: 1,
      submissionData: [
        { field: 'name', value: 'Anna Petrova' },
        { field: 'email', value: 'Anna@Example.org' },
        { field: 'investorType', value: 'analyst' },
        { field: 'message', value: 'When is the next dividend paid?' },
        { field: 'updates', value: 'yes' },
      ],
    })
    const mail = await payload.find({
      collection: 'mail-messages',
      where: { dedupeKey: { like: `enquiry:${docs[0]!.id}@` } },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
    })
    expect(await count('mail-messages')).toBe(mailBefore + 3)
    expect(mail.docs.map((m) => [m.to, m.template, m.language])).toEqual([
      ['ir@veltrana.example', 'enquiry', 'en'],
      ['press@veltrana.example', 'enquiry', 'ru'],
      ['anna@example.org', 'enquiryCopy', 'ru'],
    ])
    const [toIr, toPress, copy] = mail.docs.map((m) => m.data as { answers: { label: string; value: string }[] })
    expect(toIr!.answers[0]).toEqual({ label: 'Your name', value: 'Anna Petrova' })
    expect(toPress!.answers[0]).toEqual({ label: 'ru:name', value: 'Anna Petrova' })
    expect(copy!.answers[0]).toEqual({ label: 'ru:name', value: 'Anna Petrova' })
    expect(mail.docs[0]!.headers).toEqual({ 'Reply-To': 'anna@example.org' })
  })
})

describe('the per-client limit', () => {
  it('refuses a client’s sixth attempt in ten minutes, sent or not, and not another client’s', async () => {
    const client = 'busy-client'
    for (let i = 0; i < 5; i++) expect((await send({ ...good(), name: '' }, { client })).ok).toBe(false)
    const before = await count('form-submissions')
    expect(await send(good(), { client })).toMatchObject({ ok: false, status: 429, errors: { form: 'Too_many_requests' } })
    expect(await count('form-submissions')).toBe(before)
    expect(await send(good(), { client: 'another-client' })).toMatchObject({ ok: true })
  })
})

describe('the page’s action over HTTP', () => {
  const post = (body: Record<string, string>) =>
    fetch(`${server.origin}/investors`, { method: 'POST', body: new URLSearchParams(body), headers: { Accept: 'text/html' }, redirect: 'manual' })

  it('stores a valid post of the page’s form block', async () => {
    const before = await count('form-submissions')
    const response = await post({ ...good(), [BLOCK_FIELD]: 'ask' })
    expect(response.status).toBe(200)
    expect(await count('form-submissions')).toBe(before + 1)
  })

  it('refuses a filled honeypot with a 400 and stores nothing', async () => {
    const before = await count('form-submissions')
    expect((await post({ ...good(), [BLOCK_FIELD]: 'ask', [HONEYPOT_FIELD]: 'x' })).status).toBe(400)
    expect(await count('form-submissions')).toBe(before)
  })

  it('follows a "redirect" confirmation only to a page of this site', async () => {
    const redirectTo = (url: string) =>
      payload.update({ collection: 'forms', id: formId, data: { confirmationType: 'redirect', redirect: { url } } as never, overrideAccess: true })
    try {
      await redirectTo('/investors/reports')
      const local = await post({ ...good(), [BLOCK_FIELD]: 'ask' })
      expect([local.status, local.headers.get('location')]).toEqual([303, '/investors/reports'])
      for (const elsewhere of ['https://evil.example/login', '//evil.example/login', '/\\evil.example']) {
        await redirectTo(elsewhere)
        const response = await post({ ...good(), [BLOCK_FIELD]: 'ask' })
        expect([response.status, response.headers.get('location')], elsewhere).toEqual([200, null])
      }
    } finally {
      await payload.update({ collection: 'forms', id: formId, data: { confirmationType: 'message' } as never, overrideAccess: true })
    }
  })

  it('answers 404 to a block the page does not have, whatever form id the post names', async () => {
    const before = await count('form-submissions')
    expect((await post({ ...good(), [BLOCK_FIELD]: 'other', form: String(formId) })).status).toBe(404)
    expect(await count('form-submissions')).toBe(before)
  })
})

describe('what an anonymous REST client may do', () => {
  it('cannot list or read submissions, create one, or create a form; reads a form without its recipients', async () => {
    const { docs } = await payload.find({ collection: 'form-submissions', limit: 1, overrideAccess: true, depth: 0 })
    expect([401, 403]).toContain((await rest('GET', '/api/form-submissions')).status)
    expect([401, 403, 404]).toContain((await rest('GET', `/api/form-submissions/${docs[0]!.id}`)).status)
    const before = await count('form-submissions')
    expect([401, 403]).toContain(
      (await rest('POST', '/api/form-submissions', { body: { form: formId, submissionData: [{ field: 'name', value: 'x' }] } })).status,
    )
    expect(await count('form-submissions')).toBe(before)
    expect([401, 403]).toContain((await rest('POST', '/api/forms', { body: { title: 'Spam', confirmationMessage: paragraphs('x') } })).status)
    const form = await rest('GET', `/api/forms/${formId}`)
    expect(form.status).toBe(200)
    expect(form.json.recipients ?? []).toEqual([])
    expect(form.text).not.toContain('ir@veltrana.example')
    expect((await rest('GET', '/api/form-submissions/export.csv')).status).toBe(403)
  })

  it('gives the back office the submissions as CSV, a formula kept as text', async () => {
    await send({ ...good(), message: '=HYPERLINK("https://evil.example")' })
    const user = await staffUser(payload, 'backoffice')
    const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
    const csv = await rest('GET', `/api/form-submissions/export.csv?form=${formId}`, { headers: { Authorization: `JWT ${login.json.token}` } })
    expect(csv.status).toBe(200)
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"id","createdAt","form","language","page","name","email","investorType","message","updates"')
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
  })
})
