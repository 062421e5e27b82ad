import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetEnv } from '../../common/env.server'
import type { MailMessage } from '../../common/payload-types'
import { runDueJobs } from '../../platform/scheduledJobs'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { startSmtpReceiver, type SmtpReceiver } from '../../tests/integration/smtpReceiver'
import { seedTranslations } from '../translations/seed'
import { rawMessage, storedParts } from './compose'
import './deliver.server'
import { MAIL_MESSAGES } from './MailMessages'
import { MAIL_ATTEMPTS } from './policy'
import { pruneMail } from './prune'
import { MAIL_QUEUE, SEND_MAIL_TASK, queueMail, requeueOrphans } from './queue'
import { smtpSender } from './transport.server'

// The mail queue against a real SMTP server on loopback: what arrives, in which language, with
// which headers; refusals and a vanished server lose nothing; several runners send once.

let cms: TestCms
let payload: Payload
let smtp: SmtpReceiver

const later = (ms: number) => new Date(Date.now() + ms)
/** Runs the mail queue as a server process does, `at` a moment (for the backoff's waits). */
const sendDue = (at = new Date(), p = payload) => runDueJobs(p, at, { queue: MAIL_QUEUE, batch: 50, quiet: true })
const message = async (id: unknown) => (await payload.findByID({ collection: MAIL_MESSAGES, id: id as number, overrideAccess: true })) as MailMessage

const confirmation = (to: string, language: 'en' | 'ru' = 'en') =>
  queueMail(payload, {
    to,
    language,
    template: 'confirmSubscription',
    data: { confirmUrl: 'http://localhost:3000/updates/confirm?token=abc', unsubscribeUrl: 'http://localhost:3000/updates/unsubscribe?token=u' },
    headers: { 'List-Unsubscribe': '<http://localhost:3000/updates/unsubscribe?token=u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'Veltrana Group <news@veltrana.example>'
  cms = await bootTestPayload()
  payload = cms.payload
  await seedTranslations(payload)
}, 120_000)

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.MAIL_FROM
  resetEnv()
  await cms?.close()
  await smtp?.stop()
})

beforeEach(async () => {
  smtp.messages.length = 0
  smtp.refuse(null)
  process.env.SMTP_URL = smtp.url
  resetEnv()
})

describe('the mail queue', () => {
  it('delivers a message in its language, with both parts and the headers it was given', async () => {
    const { id } = await confirmation('anna@example.org', 'ru')
    expect((await message(id)).status).toBe('queued')
    await sendDue()
    const [got] = await smtp.waitFor(1)
    expect(got!.envelopeTo).toEqual(['anna@example.org'])
    expect(got!.parsed.subject).toBe('Подтвердите подписку на новости Группы Велтрана')
    expect(got!.parsed.from?.value).toEqual([{ name: 'Veltrana Group', address: 'news@veltrana.example' }])
    expect(got!.raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/updates\/unsubscribe\?token=u>\r?$/m)
    expect(got!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect(got!.parsed.html).toContain('Подтвердить подписку')
    expect(got!.parsed.html).toContain('lang="ru"')
    expect(got!.parsed.html).not.toMatch(/<img/i)
    expect(got!.parsed.text).toContain('http://localhost:3000/updates/confirm?token=abc')
    expect(got!.parsed.text).toContain('Подтвердите подписку кнопкой ниже')
    const stored = await message(id)
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, subject: 'Подтвердите подписку на новости Группы Велтрана' })
    // Sent once: the job is done, another pass sends nothing.
    await sendDue(later(60 * 60_000))
    expect(smtp.messages).toHaveLength(1)
  })

  it('keeps a refused message with the server’s answer and sends it after the backoff', async () => {
    smtp.refuse({ code: 451, text: 'Mailbox busy, try later' })
    const { id } = await confirmation('boris@example.org')
    await sendDue()
    let stored = await message(id)
    expect(stored.status).toBe('retrying')
    expect(stored.lastError).toContain('Mailbox busy, try later')
    expect(stored.attempts).toBe(1)
    // Not again before the backoff has passed.
    expect(await sendDue()).toBe(0)
    smtp.refuse(null)
    await sendDue(later(31_000))
    await smtp.waitFor(1)
    stored = await message(id)
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual(['boris@example.org'])
  })

  it('loses nothing while the server is gone', async () => {
    await smtp.stop()
    const { id } = await confirmation('vera@example.org')
    await sendDue()
    expect((await message(id)).status).toBe('retrying')
    await smtp.start()
    await sendDue(later(31_000))
    await smtp.waitFor(1)
    expect((await message(id)).status).toBe('sent')
  })

  it('sends again once the server is back, however many connections it refused meanwhile', async () => {
    await smtp.stop()
    // More refused connections than the pool holds: none may keep its place.
    const ids = []
    for (let i = 0; i < 7; i++) ids.push((await confirmation(`away${i}@example.org`)).id)
    // Each message keeps its own answer; an attempt to be repeated is no error line in the log.
    const errorLines = vi.spyOn(payload.logger, 'error')
    await sendDue()
    expect(errorLines).not.toHaveBeenCalled()
    errorLines.mockRestore()
    for (const id of ids) expect((await message(id)).status).toBe('retrying')
    await smtp.start()
    await sendDue(later(31_000))
    await smtp.waitFor(7)
  }, 20_000)

  it('gives a message up after its last attempt, with the answer kept', async () => {
    smtp.refuse({ code: 451, text: 'Greylisted, come back later' })
    const { id } = await confirmation('nobody@example.org')
    for (let i = 0; i < MAIL_ATTEMPTS + 2; i++) await sendDue(later(2 ** i * 30_000 + 1000))
    const stored = await message(id)
    expect(stored).toMatchObject({ status: 'failed', attempts: MAIL_ATTEMPTS })
    expect(stored.lastError).toContain('Greylisted, come back later')
    expect(smtp.messages).toHaveLength(0)
  })

  it('gives a message up at once when the server refuses it for good (5xx)', async () => {
    smtp.refuse({ code: 550, text: 'No such user here' })
    const { id } = await confirmation('gone@example.org')
    await sendDue()
    expect(await message(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('No such user here') })
    smtp.refuse(null)
    await sendDue(later(24 * 60 * 60_000))
    expect(smtp.messages).toHaveLength(0)
  })

  it('sends each message once when several processes run the queue at the same moment', async () => {
    for (let i = 0; i < 6; i++) await confirmation(`reader${i}@example.org`)
    const second = payload // the claim is in the database, so one Payload per "process" is the same test
    await Promise.all([sendDue(), sendDue(new Date(), second), sendDue()])
    await smtp.waitFor(6)
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `reader${i}@example.org`))
  })

  it('gives a message left without its job one, and sends a message with two jobs once', async () => {
    const orphan = await payload.create({
      collection: MAIL_MESSAGES,
      data: { to: 'orphan@example.org', subject: 'S', html: '<p>Orphan</p>', status: 'queued', jobQueued: false },
      overrideAccess: true,
    })
    expect(await requeueOrphans(payload)).toBe(0)
    expect(await requeueOrphans(payload, Date.now() + 2 * 60_000)).toBe(1)
    const { id } = await confirmation('twice@example.org')
    await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { message: String(id) }, queue: MAIL_QUEUE } as never)
    await Promise.all([sendDue(), sendDue()])
    await sendDue(later(60 * 60_000))
    await smtp.waitFor(2)
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(['orphan@example.org', 'twice@example.org'])
    expect((await message(orphan.id)).status).toBe('sent')
  })

  it('sends a message about an account before the news alerts queued around it', async () => {
    const alert = (n: number) =>
      queueMail(payload, {
        to: `reader-${n}@example.org`,
        language: 'en',
        template: 'newsAlert',
        data: {
          headline: 'Results',
          summary: 'The year',
          articleUrl: 'http://localhost:3000/media/news/results',
          unsubscribeUrl: 'http://localhost:3000/u',
        },
      })
    for (let n = 0; n < 6; n++) await alert(n)
    const { id } = await confirmation('urgent@example.org')
    for (let n = 6; n < 12; n++) await alert(n)
    // One pass, within a rate of five messages: the confirmation is among them.
    await runDueJobs(payload, new Date(), { queue: MAIL_QUEUE, batch: 5, quiet: true })
    expect((await message(id)).status).toBe('sent')
    while ((await sendDue()) > 0);
  })

  it('sends a message at once whose job runs before its queueing process has recorded the job', async () => {
    // Another process polls between the job's insert and the row's note that it has one.
    const { queue } = payload.jobs
    const { findByID } = payload
    let running: Promise<unknown> | undefined
    let read!: () => void
    let recorded!: () => void
    const wasRead = new Promise<void>((resolve) => (read = resolve))
    const wasRecorded = new Promise<void>((resolve) => (recorded = resolve))
    payload.findByID = (async (args: Parameters<typeof findByID>[0]) => {
      const doc = await findByID.call(payload, args)
      if (args.collection === MAIL_MESSAGES && running) {
        read()
        await wasRecorded
      }
      return doc
    }) as typeof findByID
    payload.jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
      const job = await queue.call(payload.jobs, args)
      running = sendDue()
      await wasRead
      return job
    }) as typeof queue
    try {
      const { id } = await confirmation('raced@example.org')
      recorded()
      await running
      expect((await smtp.waitFor(1))[0]!.envelopeTo).toEqual(['raced@example.org'])
      expect(await message(id)).toMatchObject({ status: 'sent', attempts: 1, jobQueued: true })
    } finally {
      payload.findByID = findByID
      payload.jobs.queue = queue
    }
  })

  it('sends a message again under its own Message-ID when its sender died before recording it', async () => {
    const { id } = await confirmation('twice-handed@example.org')
    await sendDue()
    // As after a process killed between the SMTP server's "250 OK" and its own record of it.
    await payload.update({ collection: MAIL_MESSAGES, id, data: { status: 'queued' }, overrideAccess: true })
    await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { message: String(id) }, queue: MAIL_QUEUE } as never)
    await sendDue()
    const [first, again] = await smtp.waitFor(2)
    const stored = await message(id)
    const eml = (await rawMessage(stored, storedParts(stored)!)).toString('utf8')
    expect(first!.parsed.messageId).toMatch(/^<.+@veltrana\.example>$/)
    expect(again!.parsed.messageId).toBe(first!.parsed.messageId)
    expect(eml).toContain(`Message-ID: ${first!.parsed.messageId}`)
  })

  it('hands each message over at once, not after the server’s delayed acknowledgement (40 ms)', async () => {
    const send = await smtpSender(payload)!
    const ms: number[] = []
    for (let i = 0; i < 21; i++) {
      const start = performance.now()
      await send({ to: `quick${i}@example.org`, subject: 'Quick', text: 'Text.' })
      ms.push(performance.now() - start)
    }
    // The median: a busy machine may stall one or two.
    expect(ms.sort((x, y) => x - y)[10]).toBeLessThan(20)
  })

  it('queues a message with a key only once', async () => {
    const data = { headline: 'H', summary: 'S', articleUrl: 'http://localhost:3000/media/news/h' }
    const first = await queueMail(payload, { to: 'x@example.org', language: 'en', template: 'newsAlert', data, dedupeKey: 'news:1:1' })
    const second = await queueMail(payload, { to: 'x@example.org', language: 'en', template: 'newsAlert', data, dedupeKey: 'news:1:1' })
    expect(first.queued).toBe(true)
    expect(second).toEqual({ queued: false, id: first.id })
    expect((await payload.count({ collection: MAIL_MESSAGES, where: { dedupeKey: { equals: 'news:1:1' } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('without SMTP_URL keeps every message in the outbox, readable and downloadable', async () => {
    delete process.env.SMTP_URL
    resetEnv()
    const { id } = await confirmation('outbox@example.org')
    await sendDue()
    const stored = await message(id)
    expect(stored.status).toBe('kept')
    expect(stored.html).toContain('Confirm my subscription')
    expect(stored.text).toContain('http://localhost:3000/updates/confirm?token=abc')
    const eml = (await rawMessage(stored, storedParts(stored)!)).toString('utf8')
    expect(eml).toMatch(/^Subject: Confirm your subscription to Veltrana Group updates/m)
    expect(eml).toMatch(/^To: outbox@example.org/m)
    expect(eml).toContain('multipart/alternative')
    expect(smtp.messages).toHaveLength(0)
  })

  it('Payload’s own messages go through the queue too', async () => {
    await payload.sendEmail({ to: 'staff@example.org', subject: 'Reset your password', html: '<p>Follow <a href="http://localhost/x">this link</a></p>' })
    await sendDue()
    const [got] = await smtp.waitFor(1)
    expect(got!.parsed.subject).toBe('Reset your password')
    expect(got!.parsed.text).toContain('http://localhost/x')
  })

  it('prunes finished jobs after a day and done messages after 30 days', async () => {
    const { id } = await confirmation('old@example.org')
    await sendDue()
    const jobs = () => payload.count({ collection: 'payload-jobs', where: { 'input.message': { equals: String(id) } }, overrideAccess: true })
    expect((await jobs()).totalDocs).toBe(1)
    await pruneMail(payload, Date.now() + 25 * 60 * 60_000)
    expect((await jobs()).totalDocs).toBe(0)
    expect((await message(id)).status).toBe('sent')
    await pruneMail(payload, Date.now() + 31 * 24 * 60 * 60_000)
    expect(await payload.findByID({ collection: MAIL_MESSAGES, id: id as number, overrideAccess: true, disableErrors: true })).toBeNull()
  })
})
