import crypto from 'node:crypto'

// What the server signs for later (links it mails, preview links, a second factor being set up):
// an HMAC-SHA-256 under a key derived from a server secret for one purpose, so a signature made
// for one use never stands for another made with the same secret (Payload's sessions included).

/** The signature of `text`, base64url. */
export function mac(secret: string, purpose: string, text: string): string {
  const key = crypto.createHmac('sha256', secret).update(purpose).digest()
  return crypto.createHmac('sha256', key).update(text).digest('base64url')
}

/** Compared in constant time, as the characters were written: no timing hint, no second spelling. */
export function safeEqual(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** `<body>.<signature>`, the body the value's JSON in base64url. */
export function signJson(secret: string, purpose: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${body}.${mac(secret, purpose, body)}`
}

/** The value signJson signed for this purpose, or undefined for anything else (longer input is
 * refused before any work). */
export function readJson(secret: string, purpose: string, token: unknown, maxLength: number): unknown {
  if (typeof token !== 'string' || token.length > maxLength) return undefined
  const [body, signature, ...rest] = token.split('.')
  if (!body || signature === undefined || rest.length || !safeEqual(signature, mac(secret, purpose, body))) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
