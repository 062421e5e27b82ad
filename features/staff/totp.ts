import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

// TOTP as every authenticator app reads it (HMAC-SHA1, six digits, 30-second steps), computed by otpauth.

const ISSUER = 'Veltrana CMS'

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** Whether a text is a secret newSecret could have made (what an enrolment ticket may carry). */
export function isSecret(text: unknown): text is string {
  return typeof text === 'string' && /^[A-Z2-7]{32}$/.test(text)
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString()
}

/** That address as a QR code: an SVG data URL, dark on white so it scans in the dark theme too. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The time step a six-digit code belongs to, if it is the code of the current step or of one
 * step either side (clocks drift, people type slowly); null otherwise. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}
