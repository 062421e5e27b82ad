// Every environment variable the server understands, with its default and meaning, in one schema
// parsed once (server.ts first), so a malformed value stops the start with a message naming it.
// The README's configuration table is made from VARIABLES (scripts/configuration-table.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

type Variable = {
  /** Reads the variable's text; unset and empty both arrive as undefined. */
  schema: z.ZodType
  /** What a malformed value is told it should be. */
  expected: string
  /** The README's "default" and "meaning" columns. */
  default: string
  meaning: string
  /** Never repeated in an error message (a database URI may hold a password). */
  secret?: boolean
}

// Rules several variables share: the schema, what a malformed value is told, the default as stated.
const tcpPort = (value: number) => ({
  schema: z.coerce.number().int().min(1).max(65535).default(value),
  expected: 'a TCP port number (1–65535)',
  default: `\`${value}\``,
})
const count = (min: number, max: number, unit: string, value: number) => ({
  schema: z.coerce.number().int().min(min).max(max).default(value),
  expected: `${unit} from ${min} to ${max}`,
  default: `\`${value}\``,
})
const onOff = (value: 'on' | 'off') => ({
  schema: z
    .enum(['on', 'off'])
    .default(value)
    .transform((given) => given === 'on'),
  expected: 'on or off',
})
const zeroOne = z.enum(['0', '1']).transform((value) => value === '1')
const offUnlessOne = { schema: zeroOne.default(false), expected: '0 or 1', default: 'off' }
const text = (expected: string, rule = z.string()) => ({ schema: rule.optional(), expected })
const textOr = (value: string, expected: string, rule = z.string()) => ({ schema: rule.default(value), expected, default: `\`${value}\`` })
const url = (...protocols: string[]) => ({
  schema: z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).optional(),
  expected: `an ${protocols.map((protocol) => `${protocol}://`).join(' or ')} URL`,
})
const secret = { ...text('a secret'), secret: true }

export const VARIABLES = {
  PORT: {
    ...tcpPort(3000),
    meaning: 'the one port for site, admin and API',
  },
  SERVER_URL: {
    ...url('http', 'https'),
    default: '`http://localhost:$PORT`',
    meaning:
      'the public origin (absolute URLs, CSRF allow-list, `Secure` cookies when `https://`); a request naming another host is refused (400), except that a loopback origin answers to every loopback name and port',
  },
  DATABASE_URI: {
    ...text('a file: (SQLite) or mongodb:// URI', z.string().regex(/^(file:|mongodb(\+srv)?:\/\/)/)),
    default: '`file:$DATA_DIR/veltrana.db`',
    meaning: 'SQLite file; `mongodb://…` switches to MongoDB',
    secret: true,
  },
  DATA_DIR: {
    ...text('a directory'),
    default: '`data/`',
    meaning: 'database, uploads and generated secrets',
  },
  ADMIN_EMAIL: {
    ...textOr('admin@veltrana.example', 'an e-mail address', z.string().regex(/^[^@\s]+@[^@\s]+$/)),
    meaning: 'the first admin, created when no admin exists',
  },
  ADMIN_PASSWORD: {
    ...text('a password'),
    default: 'generated into `data/admin-login.txt` (mode 0600; shown in the log outside production)',
    meaning: "the first admin's password",
    secret: true,
  },
  PAYLOAD_SECRET: { ...secret, default: 'generated into `data/payload-secret`', meaning: 'signs admin sessions' },
  SESSION_SECRET: { ...secret, default: 'generated into `data/session-secret`', meaning: 'signs cabinet sessions' },
  TRUST_PROXY: {
    // Each proxy appends to X-Forwarded-For; more than ten hops is a typo.
    schema: z
      .string()
      .regex(/^(10|[0-9])$/)
      .default('0')
      .transform(Number),
    expected: 'a number of proxies from 0 to 10',
    default: '`0`',
    meaning:
      "how many reverse proxies stand in front (`1` behind one): the client address for rate limits is the N-th `X-Forwarded-For` entry from the right, and only then is `X-Forwarded-Host` read (it must name `SERVER_URL`'s host)",
  },
  RATE_LIMIT: {
    ...onOff('on'),
    default: 'on',
    meaning:
      '`off` disables per-client rate limits (the browser tests do, all their requests come from one address); test servers only (refused unless `SERVER_URL` is loopback)',
  },
  JOBS_POLL_MS: {
    ...count(100, 60_000, 'milliseconds', 10_000),
    meaning: 'how often each server process looks for due scheduled jobs (scheduled publishing); the tests shorten it',
  },
  SMTP_URL: {
    ...url('smtp', 'smtps'),
    default: '— (messages kept in the outbox)',
    meaning:
      'the SMTP service that sends e-mail, e.g. `smtps://user:password@smtp.example.com:465`, or `smtp://` with STARTTLS, which is then required unless the host is loopback; unset, every message is kept in the admin’s Mail outbox instead',
    secret: true,
  },
  MAIL_FROM: {
    ...textOr(
      'Veltrana Group <no-reply@veltrana.example>',
      'an address, or a name and an address in angle brackets',
      z.string().regex(/^([^<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/),
    ),
    meaning: 'the sender of every message',
  },
  MAIL_RATE: {
    ...count(1, 10_000, 'messages per second', 20),
    meaning: 'the most messages all server processes together hand to the SMTP service in a second (news alerts go out in batches under it)',
  },
  PASSWORD_COST: {
    ...count(4, 15, 'a bcrypt cost', 12),
    meaning:
      'the bcrypt cost of customer passwords (each step doubles the work of a hash and of every sign-in); below 12 for test servers only (refused unless `SERVER_URL` is loopback), where the tests set 4',
  },
  STAFF_PASSWORD_ITERATIONS: {
    ...count(1000, 600_000, 'a PBKDF2 iteration count', 600_000),
    meaning:
      'the PBKDF2-SHA256 iterations of new staff password hashes (Payload’s, patched to read this; every staff sign-in pays them); below 600000 for test servers only (refused unless `SERVER_URL` is loopback), where the tests set 1000',
  },
  STAFF_TWO_FACTOR: {
    schema: z.enum(['required', 'optional']).default('required'),
    expected: 'required or optional',
    default: '`required`',
    // Accounts that have set it up still give their code; every start with `optional` warns.
    meaning: '`optional`: admins and back office may skip setting up a second factor; test servers only (refused unless `SERVER_URL` is loopback)',
  },
  SEED: {
    ...onOff('on'),
    default: 'on',
    meaning: '`off` skips the demo content on an empty database',
  },
  DEMO_CUSTOMERS: {
    schema: zeroOne.optional(),
    expected: '0 or 1',
    default: 'on in `npm run dev`, off otherwise',
    meaning: '`1` adds three demo cabinet customers with a known password (printed in the log) to a fresh database; `0` never',
  },
  HTML_CACHE: {
    ...onOff('on'),
    default: 'on in production',
    meaning: '`off` renders every page request (the whole-response cache is described in docs/performance.md)',
  },
  HTML_CACHE_BYPASS: {
    ...offUnlessOne,
    meaning: '`1` lets a request with the header `x-html-cache-bypass` skip the HTML cache; for `npm run bench` only',
  },
  WEB_CONCURRENCY: {
    schema: z.coerce.number().int().min(1).max(64).optional(),
    expected: 'a number of processes from 1 to 64',
    default: 'the available cores',
    meaning: 'serving processes under one primary that restarts any that dies and replaces them one by one on `SIGHUP`; `1`: a single process, no primary',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    expected: 'fatal, error, warn, info, debug, trace or silent',
    default: '`info` (`warn` in `npm run dev`)',
    meaning: 'the lowest level of JSON log line written: `info` logs one line per request, `warn` only problems',
  },
  NEXT_DIST_DIR: {
    ...textOr('.next', 'a directory'),
    meaning: 'where Next builds the admin (inside `cms/`); a second dev server beside a first needs its own',
  },
  HMR_PORT: {
    ...tcpPort(24678),
    meaning: "Vite's hot-reload socket in `npm run dev`; a second dev server beside a first needs its own",
  },
  NODE_ENV: {
    schema: z.enum(['development', 'production', 'test']).optional(),
    expected: 'development, production or test',
    default: 'set by `npm start` and `npm run dev`',
    meaning: '`production` serves the built site and admin; `development` runs Vite and Next in development mode',
  },
  S3_BUCKET: {
    ...text('an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)', z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)),
    default: '— (files under `$DATA_DIR`)',
    meaning: 'stores uploaded images and signatures in this S3 or S3-compatible bucket instead of `$DATA_DIR`; keep the bucket private',
  },
  S3_REGION: {
    ...textOr('us-east-1', 'a region name'),
    meaning: "the bucket's region",
  },
  S3_ENDPOINT: {
    ...url('http', 'https'),
    default: "AWS's endpoint for the region",
    meaning: 'the address of an S3-compatible service (MinIO, Ceph, R2 …)',
  },
  S3_ACCESS_KEY_ID: {
    ...text('an access key id, set together with S3_SECRET_ACCESS_KEY'),
    default: "the AWS SDK's own chain (`AWS_*` variables, the machine's role)",
    meaning: 'the key the server signs S3 requests with',
    secret: true,
  },
  S3_SECRET_ACCESS_KEY: {
    ...text('a secret key, set together with S3_ACCESS_KEY_ID'),
    default: "the AWS SDK's own chain",
    meaning: "the access key's secret",
    secret: true,
  },
  S3_FORCE_PATH_STYLE: {
    ...offUnlessOne,
    meaning: '`1` addresses the bucket as `endpoint/bucket/key` (MinIO and most S3-compatible services need it)',
  },
  APP_ROOT: {
    ...text('a directory'),
    default: 'the working directory (its parent inside `cms/`)',
    meaning: 'internal, set by `server/app.ts`: the repository root, where `build/` and `seed/` are read',
  },
} satisfies Record<string, Variable>

export type VariableName = keyof typeof VARIABLES
const NAMES = Object.keys(VARIABLES) as VariableName[]

const schema = z
  .object(
    Object.fromEntries(NAMES.map((name) => [name, VARIABLES[name].schema])) as {
      [K in VariableName]: (typeof VARIABLES)[K]['schema']
    },
  )
  .superRefine((values, ctx) => {
    // An S3 key pair is whole or absent; half of one would fail only at the first upload.
    const [id, key] = [values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY]
    if (Boolean(id) !== Boolean(key)) ctx.addIssue({ code: 'custom', path: [id ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'missing' })
  })

/** Every variable, typed, with the defaults that follow from others filled in. */
export type Env = ReturnType<typeof withDerivedDefaults>

function withDerivedDefaults(values: z.infer<typeof schema>) {
  // The repository root by default, also when Next evaluates this file from inside cms/.
  const cwd = process.cwd()
  const root = values.APP_ROOT ?? (path.basename(cwd) === 'cms' ? path.dirname(cwd) : cwd)
  const dataDir = values.DATA_DIR ?? path.join(root, 'data')
  return {
    ...values,
    APP_ROOT: root,
    DATA_DIR: dataDir,
    SERVER_URL: (values.SERVER_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    DATABASE_URI: values.DATABASE_URI ?? `file:${path.join(dataDir, 'veltrana.db')}`,
  }
}

/** Parses the given variables; a malformed one throws one Error naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const input = Object.fromEntries(NAMES.map((name) => [name, source[name] || undefined]))
  const result = schema.safeParse(input)
  if (result.success) {
    const parsed = withDerivedDefaults(result.data)
    // Switches that weaken staff sign-in, the per-client limits or password hashes work only where the admin answers
    // on this machine alone: a public server's admin needs its public origin as SERVER_URL (CSRF).
    const weakened = {
      'STAFF_TWO_FACTOR=optional': parsed.STAFF_TWO_FACTOR === 'optional',
      'RATE_LIMIT=off': !parsed.RATE_LIMIT,
      'PASSWORD_COST below 12': parsed.PASSWORD_COST < 12,
      'STAFF_PASSWORD_ITERATIONS below 600000': parsed.STAFF_PASSWORD_ITERATIONS < 600_000,
    }
    for (const [setting, on] of Object.entries(weakened))
      if (on && !isLoopbackOrigin(parsed.SERVER_URL))
        fail([`${setting} is for test servers only, and SERVER_URL (${parsed.SERVER_URL}) is not a loopback address`])
    return parsed
  }
  const names = [...new Set(result.error.issues.map((issue) => issue.path[0] as VariableName))]
  const lines = names.map((name) => {
    const { expected } = VARIABLES[name]
    const got = (VARIABLES[name] as Variable).secret ? '' : `, got "${input[name]}"`
    return `${name} must be ${expected}${got}`
  })
  return fail(lines)
}

function fail(lines: string[]): never {
  throw new Error(lines.length === 1 ? `Invalid environment: ${lines[0]}` : `Invalid environment:\n  ${lines.join('\n  ')}`)
}

let current: Env | undefined

/** The process's environment, parsed on first use. Each copy of this module (Next and the Remix
 * build bundle their own) parses it once; it is the same process.env. */
export function env(): Env {
  return (current ??= parseEnv(process.env))
}

/** For tests that change process.env: the next env() parses it again. */
export function resetEnv(): void {
  current = undefined
}

export function appRoot(): string {
  return env().APP_ROOT
}

export function isProduction(): boolean {
  return env().NODE_ENV === 'production'
}

export function dataDir(): string {
  const dir = env().DATA_DIR
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/** Uploaded images and their renditions (the media collection's files), beside the database. */
export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

/** The investor documents' files (reports, presentations), public like the images. */
export function documentsDir(): string {
  return path.join(dataDir(), 'documents')
}

/** The files back office attaches to a customer; private, never under a public folder. */
export function customerDocumentsDir(): string {
  return path.join(dataDir(), 'customer-documents')
}

/** The PNGs customers drew at registration; private, never under a public folder. */
export function signaturesDir(): string {
  return path.join(dataDir(), 'signatures')
}

/** A value kept in data/<name> so it survives restarts, made on first use: written under a name of
 * this process's own, then linked into place, so of processes starting together all read the first's. */
function persistedSecret(name: string): string {
  const file = path.join(dataDir(), name)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
    fs.writeFileSync(draft, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
    try {
      fs.linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      fs.rmSync(draft, { force: true })
    }
    return fs.readFileSync(file, 'utf8').trim()
  }
}

/** The public origin people use, for absolute URLs, CSRF and cookies. */
export function serverURL(): string {
  return env().SERVER_URL
}

/** A host name or address on this machine only: localhost, 127.0.0.0/8 in its dotted form, or ::1
 * (bracketed or not). Anything else, other spellings included, counts as elsewhere. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase()
  return name === 'localhost' || name === '[::1]' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

/** An origin (scheme, host, port) whose host is on this machine only. */
export const isLoopbackOrigin = (origin: string) => isLoopbackHost(new URL(origin).hostname)

/** Served on this machine alone (a developer's or a test server): SERVER_URL is a loopback address. */
export function loopbackServer(): boolean {
  return isLoopbackOrigin(serverURL())
}

/** Whether admins and back office must sign in with a second factor (STAFF_TWO_FACTOR). */
export function staffTwoFactorRequired(): boolean {
  return env().STAFF_TWO_FACTOR === 'required'
}

/** Served over HTTPS (behind a proxy that terminates it): cookies get `Secure`, browsers HSTS. */
export function httpsOrigin(): boolean {
  return new URL(serverURL()).protocol === 'https:'
}

export function databaseURI(): string {
  return env().DATABASE_URI
}

export function isMongo(): boolean {
  return /^mongodb(\+srv)?:\/\//.test(databaseURI())
}

export function payloadSecret(): string {
  return env().PAYLOAD_SECRET || persistedSecret('payload-secret')
}

export function sessionSecret(): string {
  return env().SESSION_SECRET || persistedSecret('session-secret')
}

/** The S3 bucket for uploaded files, or null when they are kept under DATA_DIR. Without a key
 * pair the AWS SDK finds credentials itself (AWS_* variables, the machine's role). */
export function s3Bucket(e: Env = env()) {
  if (!e.S3_BUCKET) return null
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  }
}

/** Demo cabinet customers with a known password (features/cabinet/seed.ts): only in development, or
 * when DEMO_CUSTOMERS=1 asks for them; never on a production start otherwise. */
export function demoCustomersWanted(): boolean {
  return env().DEMO_CUSTOMERS ?? env().NODE_ENV === 'development'
}

/** The log level (LOG_LEVEL); development leaves out the line per request, which Vite's module
 * requests would flood. */
export function logLevel(): NonNullable<Env['LOG_LEVEL']> {
  return env().LOG_LEVEL ?? (env().NODE_ENV === 'development' ? 'warn' : 'info')
}
