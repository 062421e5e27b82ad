import crypto from 'node:crypto'
import { safeEqual } from '../../platform/signing'

// Ten one-time codes shown once at setup, for the day the phone is lost. Each is 80 random bits, so a salted SHA-256 keeps
// it safely (unlike a password, guessing one from its hash is out of reach) and checking stays cheap.

const ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789' // 32 letters: no i, l, o, u
const COUNT = 10

/** Ten new codes, as the owner reads them: `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: COUNT }, () => {
    const letters = [...crypto.randomBytes(16)].map((byte) => ALPHABET[byte & 31]).join('')
    return letters.match(/.{4}/g)!.join('-')
  })
}

/** What is compared: the letters alone, however the owner spaced or cased them. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

const digest = (salt: string, code: string) => crypto.createHash('sha256').update(salt).update(normalised(code)).digest('hex')

/** How a code is stored: `salt:sha256(salt + code)`, a salt of its own per code. */
export function hashRecoveryCode(code: string): string {
  const salt = crypto.randomBytes(16).toString('hex')
  return `${salt}:${digest(salt, code)}`
}

/** Whether the text is shaped like a recovery code (and not a six-digit TOTP code). */
export function looksLikeRecoveryCode(text: string): boolean {
  return normalised(text).length === 16 && [...normalised(text)].every((c) => ALPHABET.includes(c))
}

/** The index of the stored hash the code matches, or -1. */
export function matchRecoveryCode(stored: string[], code: string): number {
  return stored.findIndex((entry) => {
    const [salt, hash] = entry.split(':')
    if (!salt || !hash) return false
    return safeEqual(digest(salt, code), hash)
  })
}
