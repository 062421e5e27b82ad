import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { startSmtpReceiver } from '../integration/smtpReceiver'

// One loopback SMTP receiver for the whole browser run (playwright.config.ts's globalSetup), where the e2e server sends
// every message: specs in parallel workers never compete for its port, and no message waits in the server's queue for a
// receiver to appear. It keeps each message as a file, which a spec in any worker reads with `receivedMail()`.

export type Received = { envelopeTo: string[]; raw: string; parsed: { subject?: string; text?: string; html?: string | false } }

const folder = () => path.join(os.tmpdir(), `veltrana-e2e-mail-${process.env.E2E_SMTP_PORT}`)

export default async function startMailbox(): Promise<() => Promise<void>> {
  const dir = folder()
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const receiver = await startSmtpReceiver(Number(process.env.E2E_SMTP_PORT), (envelopeTo, raw) => {
    void simpleParser(raw).then(({ subject, text, html }) => {
      const file = path.join(dir, `${String(++count).padStart(6, '0')}.json`)
      const kept: Received = { envelopeTo, raw, parsed: { subject, text, html } }
      // Written whole, then named: a reader never meets half a message.
      fs.writeFileSync(`${file}.part`, JSON.stringify(kept))
      fs.renameSync(`${file}.part`, file)
    })
  })
  return () => receiver.stop()
}

/** Every message the run's receiver has accepted so far, in the order they came. */
export function receivedMail(): Received[] {
  const dir = folder()
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Received)
}
