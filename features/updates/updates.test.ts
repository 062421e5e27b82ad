import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetEnv } from '../../common/env.server'
import type { Subscriber } from '../../common/payload-types'
import { runDueJobs } from '../../platform/scheduledJobs'
import { increment } from '../../platform/sharedCounters'
import { createPicture } from '../../tests/fixtures/picture'
import { paragraphs } from '../../tests/fixtures/richText'
import { bootTestPayload, handOutIdsAgain, mongoTestURI, type TestCms } from '../../tests/integration/payload'
import { headerOf as header, startSmtpReceiver, type Received, type SmtpReceiver } from '../../tests/integration/smtpReceiver'
import '../mail/deliver.server'
import { MAIL_MESSAGES } from '../mail/MailMessages'
import { MAIL_QUEUE } from '../mail/queue'
import { seedTranslations } from '../translations/seed'
import { alertCounterKey, sendNewsAlert } from './alerts'
import { CONFIRM_TTL_MS } from './links'
import { confirmSubscription, savePreferences, subscribe, subscriberByToken, sweepUnconfirmed, unsubscribe } from './subscriptions'

// Double opt-in, preferences, unsubscribing and news alerts, with the messages read from a real
// SMTP server on loopback, as a subscriber would read them.

let cms: TestCms
let payload: Payload
let smtp: SmtpReceiver

/** Runs the mail queue until nothing is due (alert jobs queue messages, which are then sent). */
async function drain(at = new Date()) {
  while ((await runDueJobs(payload, at, { queue: MAIL_QUEUE, batch: 100, quiet: true })) > 0);
}
const to = (address: string) => smtp.messages.filter((m) => m.envelopeTo[0] === address)
const tokenIn = (message: Received, path: string) => {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_.%-]+)`).exec(message.parsed.text ?? '')
  return decodeURIComponent(match![1]!)
}
const stored = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0] as
    (Subscriber & { manageKey?: string }) | undefined

/** Signs up, confirms from the mailed link, chooses topics; returns the preferences token. */
async function confirmedSubscriber(email: string, language: 'en' | 'ru', topics?: ('press' | 'results' | 'events')[]) {
  await subscribe(payload, { email, pics: '1', personalDataConsent: '1' }, { language: language, client: 'test' })
  await drain()
  const outcome = await confirmSubscription(payload, tokenIn(to(email).at(-1)!, '/updates/confirm'))
  if (!outcome.ok) throw new Error('not confirmed')
  if (topics) await savePreferences(payload, outcome.manageToken, { topics, language })
  return outcome.manageToken
}

let image: number
async function publishArticle(slug: string, topic: 'press' | 'results' | 'events', ru: boolean) {
  const doc = await payload.create({
    collection: 'news',
    locale: 'en',
    data: {
      date: '2026-11-20T00:00:00.000Z',
      slug,
      topic,
      image,
      headline: `English ${slug}`,
      summary: 'The English summary.',
      body: paragraphs('Text.'),
      _status: 'published',
    },
  })
  if (ru)
    await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'ru',
      data: { headline: `Русский ${slug}`, summary: 'Русское резюме.', body: paragraphs('Текст.'), _status: 'published' },
    })
  return doc
}

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  process.env.SMTP_URL = smtp.url
  cms = await bootTestPayload()
  payload = cms.payload
  await seedTranslations(payload)
  image = await createPicture(payload)
}, 120_000)

afterAll(async () => {
  delete process.env.SMTP_URL
  resetEnv()
  await cms?.close()
  await smtp?.stop()
})

beforeEach(() => {
  smtp.messages.length = 0
})

describe('the updates sign-up', () => {
  it('stores a pending sign-up with its consent record and mails a confirmation link', async () => {
    expect(await subscribe(payload, { email: ' Pending@Example.org ', pics: '1', personalDataConsent: '1' }, { language: 'ru', client: 'test' })).toEqual({
      ok: true,
    })
    const subscriber = await stored('pending@example.org')
    expect(subscriber).toMatchObject({ status: 'pending', consent: true, consentVersion: 'v1', consentLanguage: 'ru', language: 'ru' })
    expect(Date.now() - Date.parse(subscriber!.consentAt!)).toBeLessThan(60_000)
    await drain()
    const [message] = to('pending@example.org')
    expect(message!.parsed.subject).toBe('Подтвердите подписку на новости Группы Велтрана')
    expect(header(message!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/updates\/unsubscribe\?token=[^>]+>$/)
    expect(header(message!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(tokenIn(message!, '/updates/confirm')).toBeTruthy()
  })

  it('answers the same for a new, a pending and a confirmed address, and never stores one twice', async () => {
    await confirmedSubscriber('known@example.org', 'en')
    for (const email of ['fresh@example.org', 'fresh@example.org', 'known@example.org'])
      expect(await subscribe(payload, { email, pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })).toEqual({ ok: true })
    expect(
      (await payload.count({ collection: 'subscribers', where: { email: { in: ['fresh@example.org', 'known@example.org'] } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(2)
    expect((await stored('known@example.org'))!.status).toBe('confirmed')
  })

  it('confirms once, from the mailed link only, before it expires', async () => {
    await subscribe(payload, { email: 'once@example.org', pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })
    await drain()
    const token = tokenIn(to('once@example.org')[0]!, '/updates/confirm')
    const [id, expires, nonce, mac] = token.split('.')
    expect(await confirmSubscription(payload, `${id}.${Number(expires) + 1}.${nonce}.${mac}`)).toEqual({ ok: false })
    expect(await confirmSubscription(payload, token, Number(expires) + 1)).toEqual({ ok: false })
    expect(await confirmSubscription(payload, token)).toMatchObject({ ok: true })
    expect(await confirmSubscription(payload, token)).toEqual({ ok: false })
    const subscriber = await stored('once@example.org')
    expect(subscriber).toMatchObject({ status: 'confirmed' })
    expect(subscriber!.confirmedAt).toBeTruthy()
  })

  it('deletes sign-ups left unconfirmed when their link expires, and keeps confirmed ones', async () => {
    await subscribe(payload, { email: 'late@example.org', pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })
    await confirmedSubscriber('kept@example.org', 'en')
    await sweepUnconfirmed(payload, Date.now() + CONFIRM_TTL_MS - 60_000)
    expect(await stored('late@example.org')).toBeTruthy()
    await sweepUnconfirmed(payload, Date.now() + CONFIRM_TTL_MS + 1000)
    expect(await stored('late@example.org')).toBeUndefined()
    expect(await stored('kept@example.org')).toBeTruthy()
  })

  it('saves topics and language from the preferences link, and unsubscribes from its link', async () => {
    const token = await confirmedSubscriber('prefs@example.org', 'en')
    expect(await savePreferences(payload, token, { topics: ['events'], language: 'ru' })).toBe(true)
    expect(await stored('prefs@example.org')).toMatchObject({ topics: ['events'], language: 'ru' })
    expect(await savePreferences(payload, `${token}x`, { topics: [], language: 'en' })).toBe(false)
    expect(await unsubscribe(payload, token, { client: 'test' })).toBe(true)
    expect(await stored('prefs@example.org')).toBeUndefined()
    expect(await subscriberByToken(payload, token)).toBeNull()
    // A second click still says it is done; a forged link does not.
    expect(await unsubscribe(payload, token, { client: 'test' })).toBe(true)
    expect(await unsubscribe(payload, 'forged.token', { client: 'test' })).toBe(false)
  })
})

describe('news alerts', () => {
  it('mail each confirmed subscriber of the topic once, in their language, English where Russian is missing', async () => {
    await confirmedSubscriber('ru-results@example.org', 'ru', ['results'])
    await confirmedSubscriber('en-results@example.org', 'en', ['results', 'press'])
    await confirmedSubscriber('ru-events@example.org', 'ru', ['events'])
    await subscribe(payload, { email: 'unconfirmed@example.org', pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })
    await drain()
    smtp.messages.length = 0

    const article = await publishArticle('results-alert', 'results', true)
    await drain()
    expect(to('ru-results@example.org')).toHaveLength(1)
    expect(to('en-results@example.org')).toHaveLength(1)
    expect(to('ru-events@example.org')).toHaveLength(0)
    expect(to('unconfirmed@example.org')).toHaveLength(0)
    const sentFirst = smtp.messages.length
    const ru = to('ru-results@example.org')[0]!
    expect(ru.parsed.subject).toBe('Русский results-alert')
    expect(ru.parsed.text).toContain('Русское резюме.')
    expect(ru.parsed.text).toContain('http://localhost:3000/media/news/results-alert?lng=ru')
    expect(ru.parsed.text).toContain('http://localhost:3000/updates/preferences?token=')
    expect(header(ru, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(to('en-results@example.org')[0]!.parsed.subject).toBe('English results-alert')

    // An edit published again sends nothing, nor does unpublishing and publishing.
    await payload.update({ collection: 'news', id: article.id, locale: 'en', data: { headline: 'English results-alert, corrected' } })
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'draft' } })
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'published' } })
    await drain(new Date(Date.now() + 60 * 60_000))
    expect(smtp.messages).toHaveLength(sentFirst)

    smtp.messages.length = 0
    await publishArticle('english-only', 'results', false)
    await drain()
    expect(to('ru-results@example.org')[0]!.parsed.subject).toBe('English english-only')
  })

  it('give the event loop a turn per message queued, so the server answers requests meanwhile', async () => {
    for (let i = 0; i < 20; i++)
      await payload.create({
        collection: 'subscribers',
        data: { email: `turns${i}@example.org`, status: 'confirmed', consent: true, topics: ['events'] },
        overrideAccess: true,
      })
    const article = await publishArticle('turns-alert', 'events', false)
    // The alert's job, run here, counting the turns the event loop gets meanwhile (the moments a
    // request or a timer could run).
    let turns = 0
    let next = setImmediate(function count() {
      turns += 1
      next = setImmediate(count)
    })
    const queued = await sendNewsAlert(payload, String(article.id))
    clearImmediate(next)
    expect(queued).toBeGreaterThanOrEqual(20)
    expect(turns).toBeGreaterThanOrEqual(queued)
    await drain()
  })

  it('tell subscribers of an article published after the newest one was deleted: it has a new id', async () => {
    await confirmedSubscriber('after-delete@example.org', 'en', ['press'])
    const first = await publishArticle('deleted-alert', 'press', false)
    await drain()
    expect(to('after-delete@example.org')).toHaveLength(2) // the confirmation and the alert
    await payload.delete({ collection: 'news', id: first.id })
    const second = await publishArticle('after-deleted-alert', 'press', false)
    await drain()
    expect(second.id).not.toBe(first.id)
    expect(to('after-delete@example.org').map((m) => m.parsed.subject)).toContain('English after-deleted-alert')
  })

  it('tell subscribers of an article that took the id of a deleted one, where the database hands ids out again', async () => {
    await confirmedSubscriber('same-id@example.org', 'en', ['results'])
    const first = await publishArticle('same-id-first', 'results', false)
    await drain()
    await payload.delete({ collection: 'news', id: first.id })
    await handOutIdsAgain(payload, 'news')
    const second = await publishArticle('same-id-second', 'results', false)
    await drain()
    if (!mongoTestURI()) expect(second.id).toBe(first.id)
    expect(to('same-id@example.org').map((m) => m.parsed.subject)).toEqual([expect.any(String), 'English same-id-first', 'English same-id-second'])
  })

  it('resume after a crash half-way without sending anyone the article twice', async () => {
    for (let i = 0; i < 6; i++) await confirmedSubscriber(`crash${i}@example.org`, 'en', ['events'])
    await drain()
    smtp.messages.length = 0
    const article = await payload.create({
      collection: 'news',
      locale: 'en',
      data: {
        date: '2026-11-21T00:00:00.000Z',
        slug: 'crash-alert',
        topic: 'events',
        image,
        headline: 'Crash',
        summary: 'S.',
        body: paragraphs('T.'),
        _status: 'draft',
      },
    })
    // Published with its alert counted already, so that this test runs the alert itself.
    await increment(payload, alertCounterKey(article.id), null)
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'published' } })
    // The process dies after queueing three messages.
    const queue = payload.jobs.queue
    let calls = 0
    payload.jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
      if ((args as { task?: string }).task === 'sendMail' && ++calls > 3) throw new Error('killed')
      return queue(args)
    }) as typeof queue
    await expect(sendNewsAlert(payload, String(article.id))).rejects.toThrow('killed')
    payload.jobs.queue = queue
    // The job runs again (a retry, or another process taking over the abandoned one).
    await payload.jobs.queue({ task: 'newsAlert', input: { news: String(article.id) }, queue: MAIL_QUEUE } as never)
    await drain()
    expect(await sendNewsAlert(payload, String(article.id))).toBe(0)
    await drain()
    const crashRecipients = smtp.messages.map((m) => m.envelopeTo[0]!).filter((address) => address.startsWith('crash'))
    expect(crashRecipients.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `crash${i}@example.org`))
    // Everyone of the topic got it once: as many messages as keys.
    const keyed = await payload.count({ collection: MAIL_MESSAGES, where: { dedupeKey: { like: `news:${article.id}@` } }, overrideAccess: true })
    expect(smtp.messages).toHaveLength(keyed.totalDocs)
    expect(new Set(smtp.messages.map((m) => m.envelopeTo[0])).size).toBe(smtp.messages.length)
  })
})
