import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { drawnSignature, makePng, pixelsOf, toDataUrl, withExtras } from '../../tests/fixtures/png'
import { SIGNATURE_MAX_BYTES, readSignature, signatureDigest } from './signature'

describe('signature PNG', () => {
  it('hashes the PNG bytes: signatureHash is the first 16 bytes of the SHA-256, in hex', async () => {
    const png = makePng(200, 200, (x, y) => x === y)
    const full = crypto.createHash('sha256').update(png).digest('hex')
    const { sha256, hash } = signatureDigest(png)
    expect(sha256).toBe(full)
    expect(hash).toBe(full.slice(0, 32))
    expect(hash).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps a canonical copy: the same pixels, whatever chunks and trailing bytes came along', async () => {
    for (const filter of [0, 1, 2, 3]) {
      const drawn = makePng(200, 200, (x, y) => (x * y) % 7 === 0, filter)
      const result = await readSignature(toDataUrl(withExtras(drawn, { text: 'hidden', trailing: Buffer.alloc(50 * 1024, 1) })))
      if (!result.ok) throw new Error(result.problem)
      const { png, sha256 } = result.signature
      expect(await pixelsOf(png)).toEqual(await pixelsOf(drawn))
      expect(png.includes(Buffer.from('hidden'))).toBe(false)
      expect(png.length).toBeLessThan(drawn.length + 1024)
      expect(sha256).toBe(crypto.createHash('sha256').update(png).digest('hex'))
      expect(await readSignature(toDataUrl(drawn))).toEqual(result)
    }
  })

  it('accepts a drawn square PNG of 200 CSS px at ratios 1 to 4', async () => {
    for (const size of [200, 300, 400, 800]) {
      const result = await readSignature(drawnSignature(size))
      expect(result.ok, String(size)).toBe(true)
      if (result.ok) expect(result.signature).toMatchObject({ width: size, height: size })
    }
  })

  it('tells a blank pad from a drawing, whatever the row filters', async () => {
    for (const filter of [0, 1, 2, 3]) {
      expect(await readSignature(toDataUrl(makePng(200, 200, () => false, filter)))).toEqual({ ok: false, problem: 'blank' })
      expect((await readSignature(toDataUrl(makePng(200, 200, (x, y) => x === 20 && y === 30, filter)))).ok).toBe(true)
    }
  })

  it('refuses other sizes, other formats and oversized images', async () => {
    expect(await readSignature(toDataUrl(makePng(200, 100, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(await readSignature(toDataUrl(makePng(100, 100, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(await readSignature(toDataUrl(makePng(1000, 1000, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(await readSignature('data:image/jpeg;base64,/9j/4AAQ')).toEqual({ ok: false, problem: 'format' })
    expect(await readSignature('data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYSBwbmcgYXQgYWxsISEhIQ==')).toEqual({ ok: false, problem: 'format' })
    expect(await readSignature('not a data url')).toEqual({ ok: false, problem: 'format' })
    expect(await readSignature(`data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_BYTES * 2)}`)).toEqual({ ok: false, problem: 'too_large' })
  })

  it('refuses a corrupt or truncated PNG without throwing', async () => {
    const png = makePng(200, 200, (x, y) => x === y)
    expect(await readSignature(toDataUrl(png.subarray(0, png.length - 30)))).toEqual({ ok: false, problem: 'format' })
    const corrupt = Buffer.from(png)
    corrupt.fill(7, 45, 80)
    expect(await readSignature(toDataUrl(corrupt))).toEqual({ ok: false, problem: 'format' })
  })
})
