import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { appRoot, env } from '../../common/env.server'
import { createAdmission, type Start } from './admission'

// Customer passwords: bcryptjs at cost 12 (PASSWORD_COST; less on test servers only) in worker threads, so a burst of
// sign-ins never stalls the pages, and sign-ins admitted only while they can be answered in time (admission.ts). The
// pool is on globalThis, shared by the two copies of this module (Next bundles its own). The worker is a code string
// loading bcryptjs from the repository root: a worker file would sit somewhere else in each of the three bundles
// (esbuild, Vite, webpack).

// Workers run at nice 10 (on Linux per thread), so under a burst the page-serving main thread gets a core first; 10, not
// 19, so sign-ins still progress on a machine busy with other work.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
try { require('node:os').setPriority(10) } catch {}
const { createRequire } = require('node:module')
const bcrypt = createRequire(workerData.anchor)('bcryptjs')
parentPort.on('message', async ({ id, op, password, hashOrCost }) => {
  try {
    const result = op === 'hash' ? await bcrypt.hash(password, hashOrCost) : await bcrypt.compare(password, hashOrCost)
    parentPort.postMessage({ id, result })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

type Task = { id: number; op: 'hash' | 'compare'; password: string; hashOrCost: string | number }
type Job = { task: Task; resolve: (value: unknown) => void; reject: (error: Error) => void }
/** A worker runs one job at a time. */
type Slot = { worker: Worker; job: Job | null }
/** `dummyHashes`: by cost, the hash an unknown account's password is checked against. */
type Pool = { slots: Slot[]; queue: Job[]; nextId: number; admission: Admission; dummyHashes: Map<number, Promise<string>> }
type Admission = ReturnType<typeof createAdmission>

const KEY = Symbol.for('veltrana.bcryptPool')
/** Every sign-in is answered within this: its result, or "busy, try again". */
export const SIGN_IN_ANSWER_MS = 2000
/** Of that, what the request around the sign-in may take (parsing, the rate limit, the answer). */
const REQUEST_MARGIN_MS = 400
/** Until a sign-in has been measured: about one bcrypt at cost 12 on a slow core, and its reads and writes. */
const FIRST_SIGN_IN_MS = 300

/** Hashing threads: the cores less the one that serves pages (at most four). A thread on every core was measured on two
 * cores under the bench's burst: at nice 10 the two starved each other behind the pages (19 of 200 answered in time, 4
 * later than 2 s, against 29 and none with one), at nice 0 the pages' p99 went from 24 to 144 ms. */
function poolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1))
}

function pool(): Pool {
  const g = globalThis as unknown as Record<symbol, Pool>
  return (g[KEY] ??= {
    slots: [],
    queue: [],
    nextId: 1,
    dummyHashes: new Map(),
    admission: createAdmission({ workers: poolSize, firstJobMs: FIRST_SIGN_IN_MS, maxAnswerMs: SIGN_IN_ANSWER_MS - REQUEST_MARGIN_MS }),
  })
}

function startWorker(): Slot {
  const slot: Slot = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { anchor: path.join(appRoot(), 'package.json') } }),
    job: null,
  }
  // Idle workers must not keep a test run or a stopping server alive.
  slot.worker.unref()
  slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = slot.job
    if (!job || job.task.id !== id) return
    slot.job = null
    if (error) job.reject(new Error(error))
    else job.resolve(result)
    pump()
  })
  const fail = (error: Error) => {
    const p = pool()
    p.slots = p.slots.filter((s) => s !== slot)
    slot.job?.reject(error)
    slot.job = null
    pump()
  }
  slot.worker.on('error', fail)
  slot.worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)))
  return slot
}

/** Hand queued jobs to idle workers, starting workers up to the pool size. */
function pump() {
  const p = pool()
  while (p.queue.length) {
    let slot = p.slots.find((s) => s.job === null)
    if (!slot && p.slots.length < poolSize()) p.slots.push((slot = startWorker()))
    if (!slot) return
    const job = p.queue.shift()!
    slot.job = job
    slot.worker.postMessage(job.task)
  }
}

function run<T>(task: Omit<Task, 'id'>): Promise<T> {
  const p = pool()
  return new Promise<T>((resolve, reject) => {
    p.queue.push({ task: { id: p.nextId++, ...task }, resolve: resolve as (v: unknown) => void, reject })
    pump()
  })
}

/** Runs a sign-in (under `key`, its e-mail) if it can be answered within SIGN_IN_ANSWER_MS, else throws Busy at once; the
 * sign-in calls `start` before any work, and is refused then if it waited too long. */
export function admitSignIn<T>(key: string, job: (start: Start) => Promise<T>): Promise<T> {
  return pool().admission.enter(key, job)
}

/** Whether a sign-in under `key` would be admitted now. */
export function admitsSignIn(key: string): boolean {
  return pool().admission.admits(key)
}

/** bcrypt reads only the first 72 bytes of what it is given. */
const BCRYPT_MAX_BYTES = 72

/** What bcrypt is given for a password. A longer one than bcrypt reads (the rule allows 128 characters, up to 512 bytes)
 * goes in as its HMAC-SHA-256, so every character counts; a shorter one goes in as it is, as every stored hash was made. */
export function bcryptInput(password: string): string {
  if (Buffer.byteLength(password) <= BCRYPT_MAX_BYTES) return password
  return `hmac-sha256:${crypto.createHmac('sha256', 'veltrana customer password').update(password).digest('base64')}`
}

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password: bcryptInput(password), hashOrCost: env().PASSWORD_COST })
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>({ op: 'compare', password: bcryptInput(password), hashOrCost: hash })
}

/** As long as a real check, for an unknown e-mail: the timing must not tell which addresses have an account. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  const { dummyHashes } = pool()
  const cost = env().PASSWORD_COST
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword(crypto.randomBytes(16).toString('hex')))
  await verifyPassword(password, await dummyHashes.get(cost)!)
  return false
}
