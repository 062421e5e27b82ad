import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload, SendEmailOptions } from 'payload'
import { mailFrom, smtpURL } from '../../common/env.server'

// The SMTP side, through Payload's official nodemailer adapter: one pooled connection per
// process to SMTP_URL. Without SMTP_URL there is no transport, and messages stay in the outbox.

type Sender = (message: SendEmailOptions) => Promise<unknown>
const KEY = Symbol.for('veltrana.mailSender')
type Held = { url: string; sender: Promise<Sender> }

/** The sender name and address of MAIL_FROM. */
export function sender(): { name: string; address: string } {
  const from = mailFrom()
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! } : { name: '', address: from.trim() }
}

/** The URL with a connection pool unless it says otherwise: alerts go out by the thousand. */
function pooled(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true')
  return parsed.toString()
}

/** Sends one message to SMTP_URL; null when no SMTP service is configured. */
export function smtpSender(payload: Payload): Promise<Sender> | null {
  const url = smtpURL()
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
    transport: nodemailer.createTransport(pooled(url)),
  }).then((adapter) => {
    const { sendEmail } = adapter({ payload })
    return (message: SendEmailOptions) => sendEmail(message)
  })
  g[KEY] = { url, sender: created }
  return created
}
