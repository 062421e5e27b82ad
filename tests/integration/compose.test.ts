// docker-compose.yml as far as it can be checked without Docker (no engine runs here): valid
// YAML, and the pieces that make MongoDB a replica set Payload runs transactions on agree with
// each other: the set's name in mongod's command, in rs.initiate() and in the app's connection
// string; the member's address is the one the app connects to; the app waits for a primary.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { VARIABLES } from '../../common/env.server'

type Service = {
  command?: string[]
  ports?: string[]
  healthcheck?: { test: string[] }
  stop_grace_period?: string
  depends_on?: Record<string, { condition: string }>
  environment?: Record<string, string>
}

const document = parseDocument(fs.readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8'), { uniqueKeys: true })
const compose = document.toJS() as { services: Record<string, Service> }
const { mongo, app } = compose.services

describe('docker-compose.yml', () => {
  it('is valid YAML with a mongo and an app service', () => {
    expect(document.errors).toEqual([])
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mongo'])
  })

  it('runs MongoDB as a one-member replica set that it initiates itself, and the app on it', () => {
    const command = mongo.command ?? []
    const setName = command[command.indexOf('--replSet') + 1]
    expect(setName).toBe('rs0')

    // The health check initiates the set when it has none, then waits for a writable primary.
    const [kind, shell, ...args] = mongo.healthcheck!.test
    expect([kind, shell]).toEqual(['CMD', 'mongosh'])
    const script = args[args.indexOf('--eval') + 1]
    expect(() => new vm.Script(script)).not.toThrow()
    const initiate = /rs\.initiate\(\{ _id: '([^']+)', members: \[\{ _id: 0, host: '([^']+)' \}\] \}\)/.exec(script)
    expect(initiate?.[1]).toBe(setName)
    expect(script).toMatch(/try \{ rs\.status\(\) \} catch/)
    expect(script).toContain('isWritablePrimary')

    // The app names the set (Payload runs transactions only then) and reaches the member at the
    // address the set announces.
    const uri = new URL(app.environment!.DATABASE_URI)
    expect(uri.searchParams.get('replicaSet')).toBe(setName)
    expect(uri.host).toBe(initiate?.[2])
    expect(uri.hostname).toBe('mongo')
    expect(app.depends_on?.mongo.condition).toBe('service_healthy')
  })

  it('gives the app longer to stop than its own 10 s for requests in flight, before Docker kills it', () => {
    const [, seconds] = /^(\d+)s$/.exec(app.stop_grace_period ?? '') ?? []
    expect(Number(seconds)).toBeGreaterThan(10)
  })

  it('publishes MongoDB on loopback only', () => {
    expect(mongo.ports).toEqual(['127.0.0.1:27017:27017'])
  })

  it('passes every S3 setting of the schema through to the app', () => {
    const s3 = Object.keys(VARIABLES).filter((name) => name.startsWith('S3_'))
    expect(Object.keys(app.environment!).filter((name) => name.startsWith('S3_'))).toEqual(s3)
  })
})
