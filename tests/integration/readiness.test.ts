import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readiness } from '../../cms/readiness'
import { healthProbes } from '../../server/health'
import { listen, rawRequest, type Listening } from '../../server/testing'
import { bootTestPayload, type TestCms } from './payload'

// /readyz against a real SQLite Payload: ready once every shipped migration is recorded; a
// database whose migrations table lacks one (a release's migration that has not run) is not.

let cms: TestCms
let probe: Listening
beforeAll(async () => {
  cms = await bootTestPayload()
  probe = await listen((req, res) => {
    if (!healthProbes({ readiness: () => readiness(cms.payload), stopping: () => false, worker: 0 })(req, res)) res.writeHead(404).end()
  })
})
afterAll(async () => {
  await probe?.close()
  await cms?.close()
})

const readyz = async () => {
  const reply = await rawRequest(`${probe.origin}/readyz`)
  return { status: reply.status, body: JSON.parse(reply.body.toString()), cacheControl: reply.headers['cache-control'] }
}

describe('readiness', () => {
  it('is ready on a migrated database', async () => {
    expect(await readiness(cms.payload)).toEqual({ ready: true, database: 'ok', missingMigrations: [] })
    const reply = await readyz()
    expect(reply).toMatchObject({ status: 200, cacheControl: 'no-store', body: { status: 'ready', database: 'ok', missingMigrations: [] } })
  })

  it('is not ready, naming the migration, when the migrations table lacks the baseline', async () => {
    const { docs } = await cms.payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
    const baseline = docs.find((doc) => doc.name === '0001_baseline')!
    await cms.payload.delete({ collection: 'payload-migrations', id: baseline.id, overrideAccess: true })
    try {
      expect(await readiness(cms.payload)).toEqual({ ready: false, database: 'ok', missingMigrations: ['0001_baseline'] })
      expect(await readyz()).toMatchObject({ status: 503, cacheControl: 'no-store', body: { status: 'not ready', missingMigrations: ['0001_baseline'] } })
    } finally {
      const { id: _id, ...row } = baseline
      await cms.payload.create({ collection: 'payload-migrations', data: row, overrideAccess: true })
    }
    expect((await readyz()).status).toBe(200)
  })

  it('tells a caller from elsewhere only whether it is ready', async () => {
    const forwarded = await rawRequest(`${probe.origin}/readyz`, { 'x-forwarded-for': '203.0.113.9' })
    expect({ status: forwarded.status, body: JSON.parse(forwarded.body.toString()) }).toEqual({ status: 200, body: { status: 'ready' } })
  })

  it('is not ready when the database does not answer in time, and says only that', async () => {
    const slow = { ...cms.payload, find: () => new Promise(() => {}) } as unknown as typeof cms.payload
    expect(await readiness(slow, 100)).toEqual({ ready: false, database: 'timeout', missingMigrations: null })
  })

  it('is not ready when the database fails, without the error in the answer', async () => {
    const failing = {
      ...cms.payload,
      logger: { warn: () => {} },
      find: async () => {
        throw new Error('SQLITE_CANTOPEN: unable to open /secret/path/veltrana.db')
      },
    } as unknown as typeof cms.payload
    const state = await readiness(failing)
    expect(state).toEqual({ ready: false, database: 'error', missingMigrations: null })
    expect(JSON.stringify(state)).not.toContain('secret')
  })
})
