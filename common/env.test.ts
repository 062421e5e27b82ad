import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { configurationTable, readmeTable } from '../scripts/configuration-table'
import { parseEnv, s3Bucket } from './env.server'

describe('the README', () => {
  it('holds the configuration table the schema makes (`npm run docs:env` writes it)', async () => {
    expect(readmeTable()).toBe(await configurationTable())
  })
})

describe('parsing the environment', () => {
  it('fills in the defaults, the derived ones from the others', () => {
    const env = parseEnv({ APP_ROOT: '/srv/app' })
    expect(env).toMatchObject({
      PORT: 3000,
      SERVER_URL: 'http://localhost:3000',
      DATA_DIR: path.join('/srv/app', 'data'),
      DATABASE_URI: `file:${path.join('/srv/app', 'data', 'veltrana.db')}`,
      ADMIN_EMAIL: 'admin@veltrana.example',
      TRUST_PROXY: 0,
      RATE_LIMIT: true,
      SEED: true,
      HTML_CACHE: true,
      HTML_CACHE_BYPASS: false,
      NEXT_DIST_DIR: '.next',
      HMR_PORT: 24678,
    })
    expect(env.ADMIN_PASSWORD).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.DEMO_CUSTOMERS).toBeUndefined()
    expect(env.NODE_ENV).toBeUndefined()
  })

  it('takes an empty value as unset', () => {
    expect(parseEnv({ APP_ROOT: '/srv/app', PORT: '', RATE_LIMIT: '' })).toMatchObject({ PORT: 3000, RATE_LIMIT: true })
  })

  it('derives from given values, and drops the public origin’s trailing slash', () => {
    const env = parseEnv({ PORT: '8080', DATA_DIR: '/var/lib/veltrana', SERVER_URL: 'https://www.veltrana.example/' })
    expect(env).toMatchObject({ PORT: 8080, SERVER_URL: 'https://www.veltrana.example', DATABASE_URI: `file:${path.join('/var/lib/veltrana', 'veltrana.db')}` })
    expect(parseEnv({ PORT: '8080' }).SERVER_URL).toBe('http://localhost:8080')
  })

  it('reads the switches', () => {
    expect(parseEnv({ RATE_LIMIT: 'off', SEED: 'off', HTML_CACHE: 'off', HTML_CACHE_BYPASS: '1', DEMO_CUSTOMERS: '0' })).toMatchObject({
      RATE_LIMIT: false,
      SEED: false,
      HTML_CACHE: false,
      HTML_CACHE_BYPASS: true,
      DEMO_CUSTOMERS: false,
    })
  })

  it('accepts a count of proxy hops from 0 to 10 for TRUST_PROXY, 0 by default', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0)
    expect(parseEnv({}).TRUST_PROXY).toBe(0)
    for (const bad of ['maybe', 'true', '-1', '11', '1.5'])
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(`TRUST_PROXY must be a number of proxies from 0 to 10, got "${bad}"`)
  })

  it('reads the number of serving processes and the log level, both unset by default', () => {
    expect(parseEnv({ WEB_CONCURRENCY: '4', LOG_LEVEL: 'warn' })).toMatchObject({ WEB_CONCURRENCY: 4, LOG_LEVEL: 'warn' })
    expect(parseEnv({})).toMatchObject({ WEB_CONCURRENCY: undefined, LOG_LEVEL: undefined })
    for (const bad of ['0', 'all', '1.5', '65'])
      expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrow(`WEB_CONCURRENCY must be a number of processes from 1 to 64, got "${bad}"`)
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got "verbose"')
  })

  it('accepts SQLite files and MongoDB for the database', () => {
    expect(parseEnv({ DATABASE_URI: 'file:/tmp/x.db' }).DATABASE_URI).toBe('file:/tmp/x.db')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db:27017/veltrana' }).DATABASE_URI).toBe('mongodb://db:27017/veltrana')
    expect(parseEnv({ DATABASE_URI: 'mongodb+srv://cluster.example/veltrana' }).DATABASE_URI).toBe('mongodb+srv://cluster.example/veltrana')
  })

  it('names the variable and what it expects when a value is malformed', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow('Invalid environment: PORT must be a TCP port number (1–65535), got "abc"')
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT must be a TCP port number')
    expect(() => parseEnv({ RATE_LIMIT: 'sometimes' })).toThrow('RATE_LIMIT must be on or off, got "sometimes"')
    expect(() => parseEnv({ SERVER_URL: 'www.veltrana.example' })).toThrow('SERVER_URL must be an http:// or https:// URL, got "www.veltrana.example"')
    expect(() => parseEnv({ NODE_ENV: 'prod' })).toThrow('NODE_ENV must be development, production or test')
    expect(() => parseEnv({ DEMO_CUSTOMERS: 'yes' })).toThrow('DEMO_CUSTOMERS must be 0 or 1')
  })

  it('does not repeat a secret value in the message', () => {
    expect(() => parseEnv({ DATABASE_URI: 'postgres://user:hunter2@db/veltrana' })).toThrow(
      /^Invalid environment: DATABASE_URI must be a file: \(SQLite\) or mongodb:\/\/ URI$/,
    )
  })

  it('keeps uploads under DATA_DIR unless S3_BUCKET names a bucket, then reads how to reach it', () => {
    expect(s3Bucket(parseEnv({}))).toBeNull()
    expect(s3Bucket(parseEnv({ S3_BUCKET: 'veltrana-uploads' }))).toEqual({
      bucket: 'veltrana-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
    const minio = { S3_BUCKET: 'uploads', S3_REGION: 'eu-1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' }
    expect(s3Bucket(parseEnv({ ...minio, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' }))).toEqual({
      bucket: 'uploads',
      region: 'eu-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
    })
  })

  it('refuses a malformed bucket name and half of a key pair, without repeating the key', () => {
    expect(() => parseEnv({ S3_BUCKET: 'My_Bucket' })).toThrow('S3_BUCKET must be an S3 bucket name')
    expect(() => parseEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http:// or https:// URL')
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'AKIA-visible' })).toThrow(
      /^Invalid environment: S3_SECRET_ACCESS_KEY must be a secret key, set together with S3_ACCESS_KEY_ID$/,
    )
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(
      /^Invalid environment: S3_ACCESS_KEY_ID must be an access key id, set together with S3_SECRET_ACCESS_KEY$/,
    )
  })

  it('refuses to let staff skip the second factor on a server with a public address', () => {
    expect(parseEnv({ APP_ROOT: '/srv/app' }).STAFF_TWO_FACTOR).toBe('required')
    for (const origin of ['http://localhost:3410', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(parseEnv({ STAFF_TWO_FACTOR: 'optional', SERVER_URL: origin }).STAFF_TWO_FACTOR).toBe('optional')
    expect(parseEnv({ STAFF_TWO_FACTOR: 'optional', PORT: '3410' }).SERVER_URL).toBe('http://localhost:3410')
    for (const origin of ['https://www.veltrana.example', 'http://10.0.0.5:3000', 'http://localhost.veltrana.example'])
      expect(() => parseEnv({ STAFF_TWO_FACTOR: 'optional', SERVER_URL: origin })).toThrow(/STAFF_TWO_FACTOR=optional is for test servers only/)
    expect(() => parseEnv({ STAFF_TWO_FACTOR: 'off' })).toThrow('STAFF_TWO_FACTOR must be required or optional, got "off"')
  })

  it('keeps the per-client limits on every server with a public address', () => {
    expect(parseEnv({ RATE_LIMIT: 'off', SERVER_URL: 'http://127.0.0.1:3000' }).RATE_LIMIT).toBe(false)
    for (const origin of ['https://www.veltrana.example', 'http://10.0.0.5:3000'])
      expect(() => parseEnv({ RATE_LIMIT: 'off', SERVER_URL: origin })).toThrow(/RATE_LIMIT=off is for test servers only/)
  })

  it('hashes customer passwords at cost 12 unless told, and at a lower cost only on a test server', () => {
    expect(parseEnv({ SERVER_URL: 'https://www.veltrana.example' }).PASSWORD_COST).toBe(12)
    expect(parseEnv({ PASSWORD_COST: '13', SERVER_URL: 'https://www.veltrana.example' }).PASSWORD_COST).toBe(13)
    expect(parseEnv({ PASSWORD_COST: '4', SERVER_URL: 'http://127.0.0.1:3000' }).PASSWORD_COST).toBe(4)
    expect(() => parseEnv({ PASSWORD_COST: '11', SERVER_URL: 'https://www.veltrana.example' })).toThrow(/PASSWORD_COST below 12 is for test servers only/)
    expect(() => parseEnv({ PASSWORD_COST: '3' })).toThrow(/PASSWORD_COST must be a bcrypt cost from 4 to 15, got "3"/)
  })

  it('hashes staff passwords at 600000 PBKDF2 iterations unless told, and at fewer only on a test server', () => {
    expect(parseEnv({ SERVER_URL: 'https://www.veltrana.example' }).STAFF_PASSWORD_ITERATIONS).toBe(600_000)
    expect(parseEnv({ STAFF_PASSWORD_ITERATIONS: '1000', SERVER_URL: 'http://127.0.0.1:3000' }).STAFF_PASSWORD_ITERATIONS).toBe(1000)
    expect(() => parseEnv({ STAFF_PASSWORD_ITERATIONS: '599999', SERVER_URL: 'https://www.veltrana.example' })).toThrow(
      /STAFF_PASSWORD_ITERATIONS below 600000 is for test servers only/,
    )
    expect(() => parseEnv({ STAFF_PASSWORD_ITERATIONS: '999' })).toThrow(/STAFF_PASSWORD_ITERATIONS must be/)
  })

  it('reports every malformed variable in one error', () => {
    expect(() => parseEnv({ PORT: 'abc', TRUST_PROXY: 'maybe' })).toThrow(/PORT must be .*\n.*TRUST_PROXY must be a number of proxies/)
  })
})
