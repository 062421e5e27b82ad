import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { appRoot } from '../../../common/env.server'

// Customer passwords: bcryptjs at cost 12 (about 0.2 s a hash here), always in worker threads,
// so a burst of sign-ins never stalls the pages. The pool lives on globalThis: the process holds
// two copies of this module (Next bundles its own), and both must share one set of workers.
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
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }
type Slot = { worker: Worker; pending: Map<number, Pending> }
type Pool = { slots: Slot[]; nextId: number; dummyHash?: Promise<string> }

const KEY = Symbol.for('veltrana.bcryptPool')

function poolSize(): number {
  const cpus = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
  return Math.max(1, Math.min(4, cpus - 1))
}

function pool(): Pool {
  const g = globalThis as unknown as Record<symbol, Pool>
  return (g[KEY] ??= { slots: [], nextId: 1 })
}

function startWorker(): Slot {
  const slot: Slot = {
    worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { anchor: path.join(appRoot(), 'package.json') } }),
    pending: new Map(),
  }
  // Idle workers must not keep a test run or a stopping server alive.
  slot.worker.unref()
  slot.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const waiting = slot.pending.get(id)
    if (!waiting) return
    slot.pending.delete(id)
    if (error) waiting.reject(new Error(error))
    else waiting.resolve(result)
  })
  const fail = (error: Error) => {
    const p = pool()
    p.slots = p.slots.filter((s) => s !== slot)
    for (const waiting of slot.pending.values()) waiting.reject(error)
    slot.pending.clear()
  }
  slot.worker.on('error', fail)
  slot.worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)))
  return slot
}

/** The least busy worker, starting workers up to the pool size. */
function pick(): Slot {
  const p = pool()
  const idle = p.slots.find((s) => s.pending.size === 0)
  if (idle) return idle
  if (p.slots.length < poolSize()) {
    const slot = startWorker()
    p.slots.push(slot)
    return slot
  }
  return p.slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best))
}

function run<T>(task: Omit<Task, 'id'>): Promise<T> {
  const p = pool()
  const id = p.nextId++
  const slot = pick()
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
    slot.worker.postMessage({ id, ...task })
  })
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
