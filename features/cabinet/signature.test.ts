import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { drawnSignature, makePng, toDataUrl, withExtras } from '../../tests/fixtures/png'
import { decodePng, inspectPng } from './png'
import { SIGNATURE_MAX_BYTES, readSignature, signatureDigest } from './signature'

describe('signature PNG', () => {
  it('hashes the PNG bytes: signatureHash is the first 16 bytes of the SHA-256, in hex', () => {
    const png = makePng(200, 200, (x, y) => x === y)
    const full = crypto.createHash('sha256').update(png).digest('hex')
    const { sha256, hash } = signatureDigest(png)
    expect(sha256).toBe(full)
    expect(hash).toBe(full.slice(0, 32))
    expect(hash).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps a canonical copy: the same pixels, whatever chunks and trailing bytes came along', () => {
    for (const filter of [0, 1, 2, 3]) {
      const drawn = makePng(200, 200, (x, y) => (x * y) % 7 === 0, filter)
      const result = readSignature(toDataUrl(withExtras(drawn, { text: 'hidden', trailing: Buffer.alloc(50 * 1024, 1) })))
      if (!result.ok) throw new Error(result.problem)
      const { png, sha256 } = result.signature
      expect(decodePng(png)).toEqual(decodePng(drawn))
      expect(png.includes(Buffer.from('hidden'))).toBe(false)
      expect(png.length).toBeLessThan(drawn.length + 1024)
      expect(sha256).toBe(crypto.createHash('sha256').update(png).digest('hex'))
      expect(readSignature(toDataUrl(drawn))).toEqual(result)
    }
  })

  it('accepts a drawn square PNG of 200 CSS px at ratios 1 to 4', () => {
    for (const size of [200, 300, 400, 800]) {
      const result = readSignature(drawnSignature(size))
      expect(result.ok, String(size)).toBe(true)
      if (result.ok) expect(result.signature).toMatchObject({ width: size, height: size })
    }
  })

  it('tells a blank pad from a drawing, whatever the row filters', () => {
    for (const filter of [0, 1, 2, 3]) {
      expect(inspectPng(makePng(40, 40, () => false, filter)).blank).toBe(true)
      expect(inspectPng(makePng(40, 40, (x, y) => x === 20 && y === 30, filter)).blank).toBe(false)
    }
    expect(readSignature(toDataUrl(makePng(200, 200)))).toEqual({ ok: false, problem: 'blank' })
  })

  it('refuses other sizes, other formats and oversized images', () => {
    expect(readSignature(toDataUrl(makePng(200, 100, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(readSignature(toDataUrl(makePng(100, 100, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(readSignature(toDataUrl(makePng(1000, 1000, () => true)))).toEqual({ ok: false, problem: 'size' })
    expect(readSignature('data:image/jpeg;base64,/9j/4AAQ')).toEqual({ ok: false, problem: 'format' })
    expect(readSignature('data:image/png;base64,aGVsbG8gd29ybGQgdGhpcyBpcyBub3QgYSBwbmcgYXQgYWxsISEhIQ==')).toEqual({ ok: false, problem: 'format' })
    expect(readSignature('not a data url')).toEqual({ ok: false, problem: 'format' })
    expect(readSignature(`data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_BYTES * 2)}`)).toEqual({ ok: false, problem: 'too_large' })
  })

  it('refuses a corrupt or truncated PNG without throwing', () => {
    const png = makePng(200, 200, (x, y) => x === y)
    expect(readSignature(toDataUrl(png.subarray(0, png.length - 30)))).toEqual({ ok: false, problem: 'format' })
    const corrupt = Buffer.from(png)
    corrupt.fill(7, 45, 80)
    expect(readSignature(toDataUrl(corrupt))).toEqual({ ok: false, problem: 'format' })
  })
})
