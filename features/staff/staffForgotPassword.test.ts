import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveApi, type Api } from '../../tests/integration/http'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { staffUser } from '../../tests/integration/payload'
import { RESET_BUDGET } from '../mail/resetBudget'
import { STAFF_RESET_ROUTE } from './signIn'

// The admin's forgot-password form (POST /api/users/forgot-password) attacked over a real connection behind one trusted
// proxy, with the messages read from a real SMTP server on loopback: what one address is sent, what one client may ask,
// and what the answer tells.

let mail: Mailbox
let payload: Payload
let api: Api
let clients = 0
const newClient = () => `198.51.100.${++clients}`

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  mail = await bootWithMailbox()
  payload = mail.payload
  api = await serveApi({ trustProxy: 1 })
}, 120_000)

afterAll(async () => {
  await api?.close()
  await mail?.close()
})

beforeEach(() => {
  mail.smtp.messages.length = 0
})

const forgot = (email: string, client = newClient()) => api.post('/api/users/forgot-password', { email }, { 'x-forwarded-for': client })
const answerOf = (reply: { status: number; text: string }) => ({ status: reply.status, text: reply.text })
const linksTo = (email: string) =>
  mail.smtp.messages
    .filter((m) => m.envelopeTo.includes(email))
    .map((m) => new RegExp(`/admin${STAFF_RESET_ROUTE}/([0-9a-f]+)`).exec(String(m.parsed.html))![1]!)
const storedToken = async (id: number) =>
  ((await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { resetPasswordToken?: string | null }).resetPasswordToken ?? null

describe('the staff forgot-password form', () => {
  it('sends one address at most 3 links an hour from any number of clients; a refused request changes nothing, and every link sent still works', async () => {
    const editor = await staffUser(payload, 'editor')
    const realNow = Date.now()
    let step = 0
    // Each request 16 s after the last: past the 15 s Payload waits between two messages to one account.
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow + step * 16_000)
    try {
      const answers = []
      for (; step < RESET_BUDGET.address.max + 3; step++) {
        answers.push(answerOf(await forgot(editor.email)))
        await mail.drain()
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size, JSON.stringify(answers)).toBe(1)
      expect(answers[0]!.status).toBe(200)
      const links = linksTo(editor.email)
      expect(links).toHaveLength(RESET_BUDGET.address.max)
      // The requests past the budget left the stored token as the last message had it.
      expect(await storedToken(editor.id)).toBe(links.at(-1))
      // A later link never kills an earlier one the owner was sent: the first still resets.
      const reply = await api.post('/api/users/reset-password', { token: links[0], password: 'chosen-again-1' }, { 'x-forwarded-for': newClient() })
      expect(reply.status, reply.text).toBe(200)
    } finally {
      clock.mockRestore()
    }
  })

  it('answers a known and an unknown address alike, and looks neither up while answering', async () => {
    const editor = await staffUser(payload, 'editor')
    const known = await forgot(editor.email)
    const unknown = await forgot('nobody-here@veltrana.example')
    expect(answerOf(unknown)).toEqual(answerOf(known))
    // The lookup and the message are queued work: the request itself wrote no token and queued no message.
    expect(await storedToken(editor.id)).toBeNull()
    expect((await payload.count({ collection: 'mail-messages', where: { to: { equals: editor.email } }, overrideAccess: true })).totalDocs).toBe(0)
    await mail.drain()
    expect(linksTo(editor.email)).toHaveLength(1)
    expect(mail.smtp.messages.filter((m) => m.envelopeTo.includes('nobody-here@veltrana.example'))).toHaveLength(0)
  })

  it('limits the requests of one client, whatever the addresses', async () => {
    const client = newClient()
    const editors = await Promise.all(Array.from({ length: RESET_BUDGET.client.max + 1 }, () => staffUser(payload, 'editor')))
    const replies = []
    for (const editor of editors) replies.push(await forgot(editor.email, client))
    expect(replies.slice(0, -1).every((r) => r.status === 200)).toBe(true)
    expect(replies.at(-1)!.status).toBe(429)
    await mail.drain()
    expect(linksTo(editors.at(-1)!.email)).toHaveLength(0)
  })
})
