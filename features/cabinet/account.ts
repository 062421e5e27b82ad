import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { CustomerSignature } from '../../common/payload-types'
import { LIMITS, allow } from '../../platform/rateLimit'
import { increment, readCounter, removeCounters } from '../../platform/sharedCounters'
import { discardStoredFile } from '../../platform/storedFiles'
import { recordConsent, consentProblem, type ConsentField } from '../consents/index.server'
import { confirmNewAddress } from './addressConfirmation'
import { isBusy, type Start } from './admission'
import { withKeyLock } from './keyedLock'
import { isCommonPassword, passwordQualifies } from './passwordList.server'
import { findCustomer, noticeSignInLocked, type FoundCustomer } from './passwordReset'
import { admitSignIn, hashPassword, verifyAgainstNothing, verifyPassword } from './passwords'
import {
  DEFAULT_PHONE_REGION,
  ACCOUNT_MESSAGES,
  REGISTRATION_MESSAGES,
  readLogin,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from './registration'
import { createSession } from './sessions'
import { readSignature, signatureFile } from './signature'

// Registration and sign-in behind both the /cabinet action and the JSON API; `error` values are catalogue keys.

export const MAX_LOGIN_FAILURES = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000

export type ClientContext = {
  /** The client address, for the rate limits. */
  client: string
  /** The session token the browser already had, if any: replaced at sign-in. */
  previousToken?: string | null
  /** The page's language, kept with the customer at registration and sign-in for the mails about the account. */
  language?: Language
  /** The browser's user agent, kept with the consent given at registration. */
  userAgent?: string | null
}

/** `passwordChangeRequired`: the password no longer meets the rule, and the session may only change it. */
export type SignedIn = { ok: true; uid: string; token: string; passwordChangeRequired?: boolean }

export type RegisterOutcome =
  | SignedIn
  | { ok: false; status: 400; field: RegistrationField | ConsentField; error: string }
  | { ok: false; status: 409; field: 'email'; error: string }
  | { ok: false; status: 429; error: string }

export type LoginOutcome =
  | SignedIn
  | { ok: false; status: 401 | 429; error: string }
  /** The password checks are too far behind: try again after `retryAfterS` seconds. */
  | { ok: false; status: 503; error: string; retryAfterS: number }

/** The region phone numbers are read in (site settings, "RU" unless staff changed it). */
export async function phoneRegion(payload: Payload): Promise<string> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { phoneRegion?: string | null }
    return settings.phoneRegion || DEFAULT_PHONE_REGION
  } catch {
    return DEFAULT_PHONE_REGION
  }
}

/** Creates a customer from a registration and signs them in; only the profile fields come from the input. */
export async function registerCustomer(
  payload: Payload,
  input: RegistrationInput & { personalDataConsent?: unknown },
  ctx: ClientContext,
): Promise<RegisterOutcome> {
  if (!(await allow(payload, 'register', ctx.client, LIMITS.register))) return { ok: false, status: 429, error: ACCOUNT_MESSAGES.tooMany }
  const checked = validateRegistration(input, await phoneRegion(payload), isCommonPassword)
  if (!checked.ok) return { ok: false, status: 400, field: checked.field, error: checked.error }
  const noConsent = consentProblem(input)
  if (noConsent) return { ok: false, status: 400, ...noConsent }
  const { signature: drawing, password, ...profile } = checked.values
  const signature = await readSignature(drawing)
  if (!signature.ok) {
    const error = signature.problem === 'blank' ? REGISTRATION_MESSAGES.signature : ACCOUNT_MESSAGES.signatureInvalid
    return { ok: false, status: 400, field: 'signature', error }
  }

  return withKeyLock(`customer:${profile.email}`, async () => {
    const taken = { ok: false, status: 409, field: 'email', error: ACCOUNT_MESSAGES.emailTaken } as const
    if (await findCustomer(payload, { email: { equals: profile.email } })) return taken
    const passwordHash = await hashPassword(password)
    const { png, sha256, hash } = signature.signature
    // The signature and the customer are stored together or not at all: in one transaction where the adapter has them
    // (MongoDB); on SQLite (no transactions, cms/db.ts) a failed insert removes the signature, and signatureSweep.ts the rest.
    const req = await createLocalReq({}, payload)
    const inTransaction = await initTransaction(req)
    let file: CustomerSignature | undefined
    let customer: { id: string | number } | undefined
    try {
      file = await payload.create({
        collection: 'customer-signatures',
        data: { sha256 },
        file: signatureFile(png),
        overrideAccess: true,
        req,
      })
      customer = await payload.create({
        collection: 'customers',
        data: {
          ...profile,
          passwordHash,
          signature: file.id,
          signatureHash: hash,
          balance: 0,
          showTotal: false,
          locked: false,
          regTime: new Date().toISOString(),
          loginFailures: 0,
          language: ctx.language ?? 'en',
          emailConfirmed: false,
        },
        overrideAccess: true,
        req,
      })
      // The signature drawn is the signing of the consent version shown.
      const source = { language: ctx.language ?? 'en', client: ctx.client, userAgent: ctx.userAgent }
      await recordConsent(payload, 'cabinet', { customer: customer.id, email: profile.email }, source, { signatureSha256: sha256 }, req)
      if (inTransaction) await commitTransaction(req)
    } catch (error) {
      if (inTransaction) {
        await killTransaction(req)
        // The file was written beside the transaction; the rollback took only its record.
        if (file) await discardStoredFile(payload, 'customer-signatures', file, req).catch(() => undefined)
      } else {
        // Deleting the customer deletes its signature too.
        if (customer) await payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true }).catch(() => undefined)
        if (file) await payload.delete({ collection: 'customer-signatures', id: file.id, overrideAccess: true }).catch(() => undefined)
      }
      // Another process (or the other Payload copy) may have taken the address meanwhile.
      if (await findCustomer(payload, { email: { equals: profile.email } })) return taken
      throw error
    }
    await confirmNewAddress(payload, customer.id, ctx.language ?? 'en')
    const token = await createSession(payload, customer.id, ctx.previousToken, { userAgent: ctx.userAgent })
    return { ok: true, uid: String(customer.id), token }
  })
}

/** Checks an e-mail and password and starts a session. Five failures in a row lock the e-mail for 10 minutes; an unknown
 * one gets the same answer after the same bcrypt work and the same lock, so nothing tells who has an account. When the
 * password checks are too far behind, the answer is "busy" (503) at once, before anything is read or counted. */
export async function signIn(payload: Payload, input: { email?: unknown; password?: unknown }, ctx: ClientContext): Promise<LoginOutcome> {
  if (!(await allow(payload, 'login', ctx.client, LIMITS.login))) return { ok: false, status: 429, error: ACCOUNT_MESSAGES.tooMany }
  const login = readLogin(input)
  if (!login) return { ok: false, status: 401, error: ACCOUNT_MESSAGES.noSuchUser }

  const key = `customer:${login.email}`
  try {
    return await admitSignIn(key, (start) => checkLogin(payload, key, login, ctx, start))
  } catch (error) {
    if (isBusy(error)) return { ok: false, status: 503, error: ACCOUNT_MESSAGES.busy, retryAfterS: error.retryAfterS }
    throw error
  }
}

function checkLogin(payload: Payload, key: string, login: { email: string; password: string }, ctx: ClientContext, start: Start): Promise<LoginOutcome> {
  return withKeyLock(key, async () => {
    start()
    const customer = await findCustomer(payload, { email: { equals: login.email } })
    if (!customer?.passwordHash) return unknownAccountFailure(payload, login.email, login.password)

    const now = Date.now()
    if (customer.lockUntil && Date.parse(customer.lockUntil) > now) return { ok: false, status: 401, error: ACCOUNT_MESSAGES.lockedOut }

    const attempt = await countAttempt(payload, login.email)
    if (attempt > MAX_LOGIN_FAILURES) return lockCustomer(payload, customer, login.email, ctx)
    if (!(await verifyPassword(login.password, customer.passwordHash))) {
      if (attempt === MAX_LOGIN_FAILURES) return lockCustomer(payload, customer, login.email, ctx)
      // The count itself is the shared counter's; the record shows it to the back office.
      await payload.update({ collection: 'customers', id: customer.id, data: { loginFailures: attempt }, overrideAccess: true })
      return { ok: false, status: 401, error: ACCOUNT_MESSAGES.noSuchUser }
    }

    await removeCounters(payload, attemptsKey(login.email))
    // Only now is the password in hand: one set under an older rule must be changed before anything else.
    return openSession(payload, customer, ctx, { passwordChangeRequired: !passwordQualifies(login.password), clearFailures: true })
  })
}

/** The one way a sign-in, by password or by passkey, starts a customer's session: the page's language is kept for the
 * mails about the account, and the browser gets a fresh token. `clearFailures`: the password was right, so its failure
 * count and lock end. */
export async function openSession(
  payload: Payload,
  customer: Pick<FoundCustomer, 'id' | 'language' | 'loginFailures' | 'lockUntil'>,
  ctx: ClientContext,
  { passwordChangeRequired = false, clearFailures = false } = {},
): Promise<SignedIn> {
  const language = ctx.language && ctx.language !== customer.language ? { language: ctx.language } : {}
  const failures = clearFailures && (customer.loginFailures || customer.lockUntil) ? { loginFailures: 0, lockUntil: null } : {}
  if (Object.keys(language).length || Object.keys(failures).length) {
    await payload.update({ collection: 'customers', id: customer.id, data: { ...failures, ...language }, overrideAccess: true })
  }
  const token = await createSession(payload, customer.id, ctx.previousToken, { passwordChangeRequired, userAgent: ctx.userAgent })
  return { ok: true, uid: String(customer.id), token, ...(passwordChangeRequired ? { passwordChangeRequired } : {}) }
}

// Attempts per e-mail since its last success, counted in the database before the password is checked, so however many
// processes answer at once at most MAX_LOGIN_FAILURES are checked before the lock. "In a row" means within a day.
const ATTEMPTS = 'cabinetLoginAttempts'
const ATTEMPTS_WINDOW_MS = 24 * 60 * 60 * 1000
/** The lock of an address with no account, which has no record to keep it on. */
const UNKNOWN_LOCK = 'cabinetUnknownLock'

const attemptsKey = (email: string) => `${ATTEMPTS}:${email}`
const countAttempt = (payload: Payload, email: string) => increment(payload, attemptsKey(email), ATTEMPTS_WINDOW_MS)

/** The lock is stored before the count starts again, so no attempt between the two goes unlocked. */
async function lockCustomer(payload: Payload, customer: FoundCustomer, email: string, ctx: ClientContext): Promise<LoginOutcome> {
  const lockUntil = new Date(Date.now() + LOGIN_LOCK_MS).toISOString()
  await payload.update({ collection: 'customers', id: customer.id, data: { loginFailures: 0, lockUntil }, overrideAccess: true })
  await removeCounters(payload, attemptsKey(email))
  // The owner is told, in their own language (whoever made the attempts), where to choose a new password.
  await noticeSignInLocked(payload, customer, customer.language ?? ctx.language ?? 'en', LOGIN_LOCK_MS / 60_000)
  return { ok: false, status: 401, error: ACCOUNT_MESSAGES.lockedOut }
}

/** An address with no account is counted and locked like a real one, after the same bcrypt work. */
async function unknownAccountFailure(payload: Payload, email: string, password: string): Promise<LoginOutcome> {
  if (await readCounter(payload, `${UNKNOWN_LOCK}:${email}`)) return { ok: false, status: 401, error: ACCOUNT_MESSAGES.lockedOut }
  const attempt = await countAttempt(payload, email)
  if (attempt <= MAX_LOGIN_FAILURES) await verifyAgainstNothing(password)
  if (attempt < MAX_LOGIN_FAILURES) return { ok: false, status: 401, error: ACCOUNT_MESSAGES.noSuchUser }
  await increment(payload, `${UNKNOWN_LOCK}:${email}`, LOGIN_LOCK_MS)
  await removeCounters(payload, attemptsKey(email))
  return { ok: false, status: 401, error: ACCOUNT_MESSAGES.lockedOut }
}
