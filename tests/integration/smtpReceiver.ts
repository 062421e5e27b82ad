// A real SMTP server on loopback for the mail tests (smtp-server, from the Nodemailer project),
// keeping every message it accepts, parsed by mailparser. It can be told to refuse messages
// with an SMTP error, and stopped and started again on the same port. A caller counting
// thousands (the bench's news alerts) passes `record`, which gets each message instead.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type Received = { parsed: ParsedMail; raw: string; envelopeTo: string[] }

export type SmtpReceiver = {
  port: number
  url: string
  messages: Received[]
  /** From now on, every message is refused with this reply code and text (null: accepted). */
  refuse: (answer: { code: number; text: string } | null) => void
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<Received[]>
}

export async function startSmtpReceiver(port = 0, record?: (envelopeTo: string[], raw: string) => void): Promise<SmtpReceiver> {
  const messages: Received[] = []
  let refusal: { code: number; text: string } | null = null
  let server: SMTPServer | null = null
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping drops the sender's idle pooled connections at once, as a crashed server would.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          if (refusal) {
            const error = new Error(refusal.text) as Error & { responseCode: number }
            error.responseCode = refusal.code
            return callback(error)
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address)
          if (record) record(envelopeTo, raw)
          else messages.push({ parsed: await simpleParser(raw), raw, envelopeTo })
          callback()
        })
      },
    })
  const receiver: SmtpReceiver = {
    port,
    url: '',
    messages,
    refuse: (answer) => {
      refusal = answer
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = make()
        server.on('error', () => {})
        server.listen(receiver.port, '127.0.0.1', () => {
          const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address()
          receiver.port = address.port
          receiver.url = `smtp://127.0.0.1:${address.port}`
          resolve()
        })
        ;(server as unknown as { server: { once: (e: string, f: (err: Error) => void) => void } }).server.once('error', reject)
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    waitFor: async (count, timeoutMs = 10_000) => {
      const end = Date.now() + timeoutMs
      while (messages.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} messages, got ${messages.length}`)
        await new Promise((r) => setTimeout(r, 50))
      }
      return messages
    },
  }
  await receiver.start()
  return receiver
}

/** A header of a received message as it was sent, unfolded. */
export const headerOf = (message: Pick<Received, 'raw'>, name: string) =>
  message.raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim()
