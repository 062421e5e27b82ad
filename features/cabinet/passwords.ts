import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { appRoot } from '../../common/env.server'
import { createAdmission, type Start } from './admission'

// Customer passwords: bcryptjs at cost 12 (about 0.2 s a hash here), always in worker threads,
// so a burst of sign-ins never stalls the pages; sign-ins are admitted only while they can be
// answered within SIGN_IN_ANSWER_MS (admission.ts), so a burst never makes them wait for tens of
// seconds. The pool lives on globalThis: the process holds two copies of this module (Next
// bundles its own), and both must share one set of workers and one admission.
//
// The worker is created from a code string (`eval: true`) that loads bcryptjs from the
// repository root. A worker *file* located through import.meta.url would break, because this
// module is bundled three times (esbuild into cms/dist, Vite into the Remix build, webpack into
// Next) and each bundle puts it somewhere else.

export const BCRYPT_COST = 12

// The workers run at a lower CPU priority (nice 10). On Linux a nice value belongs to one
// thread, so only the hashing is lowered: under a burst of sign-ins the page-serving main thread
// gets a core first (about 90 % of a contended one), and hashing takes what is left; 10 rather
// than 19 so that sign-ins still progress on a machine busy with other work.
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
type Pool = { slots: Slot[]; queue: Job[]; nextId: number; admission: Admission; dummyHash?: Promise<string> }
type Admission = ReturnType<typeof createAdmission>

const KEY = Symbol.for('veltrana.bcryptPool')
/** Every sign-in is answered within this: its result, or "busy, try again". */
export const SIGN_IN_ANSWER_MS = 2000
/** Of that, what the request around the sign-in may take (parsing, the rate limit, the answer). */
const REQUEST_MARGIN_MS = 400
/** Until a sign-in has been measured: about one bcrypt at cost 12 on a slow core, and its reads and writes. */
const FIRST_SIGN_IN_MS = 300

function poolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1))
}

function pool(): Pool {
  const g = globalThis as unknown as Record<symbol, Pool>
  return (g[KEY] ??= {
    slots: [],
    queue: [],
    nextId: 1,
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

/** Run a sign-in (under `key`, its e-mail) if it can be answered within SIGN_IN_ANSWER_MS;
 * otherwise throw a Busy error (isBusy) at once, without running it. The sign-in calls `start`
 * when its turn comes, before any work, and is refused then if it has waited too long. */
export function admitSignIn<T>(key: string, job: (start: Start) => Promise<T>): Promise<T> {
  return pool().admission.enter(key, job)
}

/** Whether a sign-in under `key` would be admitted now. */
export function admitsSignIn(key: string): boolean {
  return pool().admission.admits(key)
}

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password, hashOrCost: BCRYPT_COST })
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>({ op: 'compare', password, hashOrCost: hash })
}

/** Spend the same time as a real check when the e-mail is unknown, so the answer's timing does
 * not tell which addresses have an account. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  const p = pool()
  p.dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
  await verifyPassword(password, await p.dummyHash)
  return false
}
