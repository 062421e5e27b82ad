// How the server reaches its SMTP service: an smtp:// service elsewhere must upgrade the connection
// with STARTTLS, so someone on the path cannot strip the offer and read the mail (and the
// password). Only loopback addresses are ever contacted here: a name is tried by connecting to
// the loopback receiver whatever it names.
import net from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpReceiver, type SmtpReceiver } from '../../tests/integration/smtpReceiver'
import { transportOptions } from './transport.server'

let smtp: SmtpReceiver

beforeAll(async () => {
  // A server that offers no STARTTLS, as one a man in the middle answers for.
  smtp = await startSmtpReceiver()
})
afterAll(async () => smtp?.stop())

/** Sends one message with the options for `url`, the connection made to the loopback receiver
 * whatever host the URL names. */
async function sendThrough(url: string) {
  const options = transportOptions(url)
  const transport = nodemailer.createTransport({
    ...options,
    pool: false,
    getSocket: (_options: unknown, callback: (error: Error | null, socket?: { connection: net.Socket }) => void) => {
      const socket = net.connect({ host: '127.0.0.1', port: smtp.port })
      socket.once('error', callback)
      socket.once('connect', () => callback(null, { connection: socket }))
    },
  } as never)
  try {
    return await transport.sendMail({ from: 'site@veltrana.example', to: 'someone@example.org', subject: 'Secret', text: 'A reset link.' })
  } finally {
    transport.close()
  }
}

describe('the SMTP transport', () => {
  it('requires STARTTLS for smtp:// off loopback, and leaves smtps:// and loopback as they are', () => {
    expect(transportOptions('smtp://user:pw@smtp.example.com:587')).toMatchObject({ host: 'smtp.example.com', requireTLS: true })
    expect(transportOptions('smtp://user:pw@smtp.example.com:587?requireTLS=false&ignoreTLS=true')).toMatchObject({ requireTLS: true, ignoreTLS: false })
    expect(transportOptions('smtp://10.0.0.5:25')).toMatchObject({ requireTLS: true })
    expect(transportOptions('smtp://127.1:25')).toMatchObject({ requireTLS: true })
    expect(transportOptions('smtps://user:pw@smtp.example.com:465')).toMatchObject({ secure: true })
    for (const url of ['smtp://127.0.0.1:2525', 'smtp://127.8.9.10:25', 'smtp://localhost:25', 'smtp://LocalHost:25', 'smtp://[::1]:25'])
      expect(transportOptions(url).requireTLS, url).toBeFalsy()
  })

  it('refuses to send to a server elsewhere that offers no STARTTLS, and sends nothing', async () => {
    await expect(sendThrough(`smtp://mail.example.test:${smtp.port}`)).rejects.toThrow(/STARTTLS/i)
    expect(smtp.messages).toHaveLength(0)
  })

  it('sends in plain text on loopback, where the tests’ receiver listens', async () => {
    await sendThrough(`smtp://127.0.0.1:${smtp.port}`)
    expect((await smtp.waitFor(1))[0]!.parsed.subject).toBe('Secret')
  })
})
