import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompressedAssets'
import { listen, rawRequest, type Listening } from './testing'

const CODE = `export const x = ${JSON.stringify('some module code '.repeat(500))}\n`
let dir: string
let server: Listening

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-test-'))
  fs.writeFileSync(path.join(dir, 'entry-abc123.js'), CODE)
  fs.writeFileSync(path.join(dir, 'photo-abc123.webp'), 'not compressible')
  const app = express()
  app.use('/assets', precompressedAssets(dir))
  app.use('/assets', express.static(dir))
  server = await listen(app)
})
afterAll(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const get = (pathname: string, headers: Record<string, string> = {}) => rawRequest(`${server.origin}${pathname}`, headers)

describe('precompressed assets', () => {
  it('serves brotli and gzip made once, immutable, after the first request', async () => {
    const first = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBeUndefined()
    await new Promise((r) => setTimeout(r, 300))
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(CODE)
    const gzip = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CODE)
    const plain = await get('/assets/entry-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(CODE)
  })

  it('leaves other files and unknown or malformed names to the static files', async () => {
    expect((await get('/assets/photo-abc123.webp', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined()
    expect((await get('/assets/nope.js', { 'accept-encoding': 'br' })).status).toBe(404)
    expect((await get('/assets/%E0%A4%A.js', { 'accept-encoding': 'br' })).status).toBe(404)
    expect((await get('/assets/../entry-abc123.js', { 'accept-encoding': 'br' })).status).toBe(404)
  })
})
