import { serverURL } from '../../common/env.server'
import { TOKEN_PARAM } from '../../common/pageParams'
import { readToken, signToken } from '../mail/index.server'
import { CONFIRM_PATH, ONE_CLICK_PATH, PREFERENCES_PATH, UNSUBSCRIBE_PATH } from './paths'

// The addresses mailed to a subscriber. The confirmation link names the sign-up, its expiry and
// its single-use value; the links to the preferences and to unsubscribing name the subscriber
// and their manage key (unchanged while they stay subscribed; gone when they leave).

/** A sign-up may be confirmed for this long; after it the unconfirmed sign-up is deleted. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000

type Id = string | number

export function confirmToken(id: Id, expiresAt: number, nonce: string): string {
  return signToken('updates-confirm', [id, expiresAt, nonce])
}

export function readConfirmToken(token: unknown): { id: string; expiresAt: number; nonce: string } | null {
  const fields = readToken('updates-confirm', token, 3)
  return fields ? { id: fields[0]!, expiresAt: Number(fields[1]), nonce: fields[2]! } : null
}

export function manageToken(id: Id, manageKey: string): string {
  return signToken('updates-manage', [id, manageKey])
}

export function readManageToken(token: unknown): { id: string; manageKey: string } | null {
  const fields = readToken('updates-manage', token, 2)
  return fields ? { id: fields[0]!, manageKey: fields[1]! } : null
}

const link = (path: string, token: string) => `${serverURL()}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`

export const confirmUrl = (token: string) => link(CONFIRM_PATH, token)

/** The links and headers every message to a subscriber carries. */
export function subscriberLinks(id: Id, manageKey: string) {
  const token = manageToken(id, manageKey)
  const unsubscribeUrl = link(UNSUBSCRIBE_PATH, token)
  return {
    data: { preferencesUrl: link(PREFERENCES_PATH, token), unsubscribeUrl },
    headers: { 'List-Unsubscribe': `<${link(`/api${ONE_CLICK_PATH}`, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
