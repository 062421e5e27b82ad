import net from 'node:net'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'
import type { Payload, SendEmailOptions } from 'payload'
import { env, isLoopbackHost } from '../../common/env.server'

// The SMTP side, through Payload's official nodemailer adapter: one pooled connection per
// process to SMTP_URL. Without SMTP_URL there is no transport, and messages stay in the outbox.

type Sender = (message: SendEmailOptions) => Promise<unknown>
const KEY = Symbol.for('veltrana.mailSender')
type Held = { url: string; sender: Promise<Sender> }

/** The sender name and address of MAIL_FROM. */
export function sender(): { name: string; address: string } {
  const from = env().MAIL_FROM
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! } : { name: '', address: from.trim() }
}

/** Connections that send at once: with Nagle's algorithm the end of each message waits until the
 * server acknowledges what came before, which servers delay (40 ms on Linux), so a connection
 * carried about 20 messages a second at most. Handed to nodemailer as a proxy's are (the only
 * way it takes a socket from outside), to the host and port it would have used, while still
 * connecting: a refused or broken connection is then an error of nodemailer's own connection,
 * which frees its place in the pool. An error given to the callback instead keeps the place
 * taken for good, and once every place is taken the process never sends again. */
function unbufferedConnection(
  options: { host?: string; port?: number; secure?: boolean },
  callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
): void {
  const connection = net.connect({ host: options.host || 'localhost', port: Number(options.port) || (options.secure ? 465 : 587), noDelay: true })
  callback(null, { connection })
}

/** nodemailer's transport options for an SMTP_URL: a connection pool unless the URL says otherwise
 * (alerts go out by the thousand), each connection unbuffered. An smtp:// service off this machine
 * must upgrade with STARTTLS: nodemailer would otherwise send in plain text to a server that does
 * not offer it, which anyone on the path can arrange by stripping the offer. The host checked is
 * the one connected to. Loopback (the tests' receiver, a local relay) never leaves the machine. */
export function transportOptions(url: string) {
  const options = parseConnectionUrl(url)
  const plainAllowed = options.secure || isLoopbackHost(options.host || 'localhost')
  return { pool: true, ...options, ...(!plainAllowed && { requireTLS: true, ignoreTLS: false }), getSocket: unbufferedConnection }
}

/** Sends one message to SMTP_URL; null when no SMTP service is configured. */
export function smtpSender(payload: Payload): Promise<Sender> | null {
  const url = env().SMTP_URL
  if (!url) return null
  const g = globalThis as unknown as Record<symbol, Held | undefined>
  const held = g[KEY]
  if (held && held.url === url) return held.sender
  const { name, address } = sender()
  const created = nodemailerAdapter({
    defaultFromAddress: address,
    defaultFromName: name,
    // Connections are opened when there is something to send, not checked at start.
    skipVerify: true,
    transport: nodemailer.createTransport(transportOptions(url)),
  }).then((adapter) => {
    const { sendEmail } = adapter({ payload })
    return (message: SendEmailOptions) => sendEmail(message)
  })
  g[KEY] = { url, sender: created }
  return created
}
