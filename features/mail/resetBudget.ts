import type { Payload, TaskConfig } from 'payload'
import { isLanguage, type Language } from '../../common/languages'
import { allow, type Limit } from '../../platform/rateLimit'
import { MAIL_QUEUE } from './queue'

// The mail a password reset can trigger, staff's and customers' alike. A request is answered after constant work: the
// client's count and one queued job, whatever the address; the job counts the address's budget, looks the account up and
// mails, so neither the answer nor its timing tells whether the address has an account. Every message about getting back
// into an account (a link, a lock notice) counts in the address's budget, kept in the database (platform/sharedCounters.ts).

export const RESET_BUDGET = {
  /** Messages one address is sent an hour, links and lock notices together. */
  address: { max: 3, windowMs: 60 * 60_000 },
  /** Links one client may ask for, whatever the addresses. */
  client: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>

export type ResetKind = 'staff' | 'customer'

/** The client may ask for one more link; counts the request. */
export const resetRequestAllowed = (payload: Payload, kind: ResetKind, client: string): Promise<boolean> =>
  allow(payload, `${kind}ResetClient`, client, RESET_BUDGET.client)

/** One more message about getting back into the account may go to the address this hour; counts it. */
export const withinAddressBudget = (payload: Payload, kind: ResetKind, email: string): Promise<boolean> =>
  allow(payload, `${kind}ResetAddress`, email.trim().toLowerCase(), RESET_BUDGET.address)

/** The address as a reset request names it (trimmed, lower case), or '' when it cannot be one. */
export function requestedAddress(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return email.length <= 254 && email.includes('@') ? email : ''
}

/** The work behind a reset request, queued with the mail, so that the request itself looks nothing up. */
export async function queueResetRequest(payload: Payload, task: string, input: { email: string; language: string }): Promise<void> {
  await payload.jobs.queue({ task, input, queue: MAIL_QUEUE } as never)
}

/** The job behind a reset request: `send` mails the account with the address, if any, within its budget. */
export function resetLinkTask(
  slug: TaskConfig['slug'],
  label: string,
  send: (payload: Payload, email: string, language: Language) => Promise<void>,
): TaskConfig {
  return {
    slug,
    label,
    inputSchema: [
      { name: 'email', type: 'text', required: true },
      { name: 'language', type: 'text', required: true },
    ],
    retries: { attempts: 3, shouldRestore: false },
    handler: async ({ input, req }) => {
      const { email, language } = input as { email: string; language: string }
      await send(req.payload, email, isLanguage(language) ? language : 'en')
      return { output: {} }
    },
  }
}
