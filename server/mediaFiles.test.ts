import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_FILE_PATH, mediaFiles } from './mediaFiles'
import { listen, rawRequest, type Listening } from './testing'

let dir: string
let server: Listening

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'))
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(path.join(dir, 'media', 'hero-960x540.webp'), 'webp bytes')
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the media folder')
  const app = express()
  app.use(MEDIA_FILE_PATH, mediaFiles(path.join(dir, 'media')))
  // Stands in for Next and Payload's file endpoint.
  app.use((_req, res) => res.status(404).send('payload'))
  server = await listen(app)
})
afterAll(async () => {
  await server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function request(pathname: string, method = 'GET', headers: Record<string, string> = {}) {
  const res = await rawRequest(`${server.origin}${pathname}`, headers, method)
  return { ...res, body: res.body.toString() }
}

describe('media files', () => {
  it('sends an uploaded image with validators, an hour of freshness and a locked-down policy', async () => {
    const res = await request(`${MEDIA_FILE_PATH}/hero-960x540.webp`)
    expect(res.status).toBe(200)
    expect(res.body).toBe('webp bytes')
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.headers['etag']).toBeTruthy()
    expect(res.headers['content-security-policy']).toContain('sandbox')
    const again = await request(`${MEDIA_FILE_PATH}/hero-960x540.webp`, 'GET', { 'if-none-match': res.headers['etag']! })
    expect(again.status).toBe(304)
  })

  it('answers HEAD like GET, without the body', async () => {
    const res = await request(`${MEDIA_FILE_PATH}/hero-960x540.webp`, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-length']).toBe('10')
    expect(res.body).toBe('')
  })

  it('leaves missing files and paths outside the folder to Payload', async () => {
    expect((await request(`${MEDIA_FILE_PATH}/missing.webp`)).body).toBe('payload')
    expect((await request(`${MEDIA_FILE_PATH}/..%2fsecret.txt`)).body).not.toContain('outside')
    expect((await request(`${MEDIA_FILE_PATH}/%2e%2e/secret.txt`)).body).not.toContain('outside')
  })
})
