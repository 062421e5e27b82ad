import type { Payload } from 'payload'

// The job that sends a message is declared in the Payload config, which the admin (Next.js)
// bundles too; but messages are rendered with the site's React and sent only by the server
// processes' mail loop. So the job calls whatever delivery the process registered, and the
// server process registers the real one (features/mail/deliver.server.ts) when it starts.

type Deliver = (payload: Payload, id: string | number) => Promise<void>
const KEY = Symbol.for('veltrana.mailDelivery')
const registry = globalThis as unknown as Record<symbol, Deliver | undefined>

export function registerDelivery(deliver: Deliver): void {
  registry[KEY] = deliver
}

export function delivery(): Deliver {
  const deliver = registry[KEY]
  // Thrown, the job is retried later, by a process that can send.
  if (!deliver) throw new Error('mail: this process does not send messages')
  return deliver
}
