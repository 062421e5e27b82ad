import crypto from 'node:crypto'
import sharp from 'sharp'
import { SIGNATURE_CSS_SIZE, SIGNATURE_MAX_RATIO } from './registration'

/** A signature line drawing is a few KB; this leaves room for a dense one at 4× and no more. */
export const SIGNATURE_MAX_BYTES = 150 * 1024

const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/

export type Signature = { png: Buffer; sha256: string; hash: string; width: number; height: number }
export type SignatureProblem = 'format' | 'size' | 'blank' | 'too_large'
type Outcome = { ok: true; signature: Signature } | { ok: false; problem: SignatureProblem }

/** The SHA-256 of the stored PNG and the customer's signatureHash (its first 16 bytes, hex), to verify the file later. */
export function signatureDigest(png: Buffer): { sha256: string; hash: string } {
  const digest = crypto.createHash('sha256').update(png).digest()
  return { sha256: digest.toString('hex'), hash: digest.subarray(0, 16).toString('hex') }
}

/** The PNG as the upload of a stored signature, under a random name, never one derived from the
 * drawing: two identical drawings would share a name, and two uploads asking for one name at once
 * both get it (the upload's check for a free name races); a random name is never another
 * customer's, nor given again after an erasure. */
export const signatureFile = (png: Buffer) => ({ data: png, mimetype: 'image/png', name: `${crypto.randomUUID()}.png`, size: png.length })

/** Check a data URL from the pad: a PNG, square, the expected size, not blank, under the cap. */
export async function readSignature(dataUrl: string): Promise<Outcome> {
  if (dataUrl.length > Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32) return { ok: false, problem: 'too_large' }
  const match = DATA_URL.exec(dataUrl)
  if (!match) return { ok: false, problem: 'format' }
  const bytes = Buffer.from(match[1], 'base64')
  if (bytes.length > SIGNATURE_MAX_BYTES) return { ok: false, problem: 'too_large' }
  try {
    // sharp reads the header alone first, so an image of the wrong size is never decoded.
    const image = sharp(bytes)
    const { format, width = 0, height = 0 } = await image.metadata()
    if (format !== 'png') return { ok: false, problem: 'format' }
    if (width !== height || width < SIGNATURE_CSS_SIZE || width > SIGNATURE_CSS_SIZE * SIGNATURE_MAX_RATIO) return { ok: false, problem: 'size' }
    // A blank pad is one colour: every channel has a single value.
    if ((await image.stats()).channels.every((channel) => channel.min === channel.max)) return { ok: false, problem: 'blank' }
    // Re-encoded from its pixels alone, so no other chunk or trailing bytes are stored; the hash is of what is stored.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
    const png = await sharp(data, { raw: info }).png({ compressionLevel: 9 }).toBuffer()
    return { ok: true, signature: { png, ...signatureDigest(png), width, height } }
  } catch {
    // sharp refuses what it cannot read: not a PNG, truncated, corrupt.
    return { ok: false, problem: 'format' }
  }
}
