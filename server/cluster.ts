import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'
import { serverURL } from '../common/env.server'

// Several serving processes on one port. The primary loads none of the application: it starts the
// workers, replaces one that dies, stops them all on SIGTERM and replaces them one at a time on
// SIGHUP. Only the worker in slot 0 prepares the database (migrations, first admin, demo content),
// before any other starts, or as a replacement while the others serve: never two at once.

/** Worker to primary: which role do I have? Primary to worker: the answer. */
type RoleQuestion = { veltrana: 'role?' }
type RoleAnswer = { veltrana: 'role'; prepare: boolean }

type Started = { slot: number; listeningAt: number | null }

/** A worker serving this long before it dies was healthy: it is replaced at once. */
const HEALTHY_MS = 60_000
/** A new worker must be listening within this, or a rolling restart stops (the old ones serve on). */
const START_TIMEOUT_MS = 10 * 60_000
/** A worker told to stop has its own 10 s for requests in flight; this is the primary's limit. */
const STOP_TIMEOUT_MS = 20_000

export function startBanner(): string {
  const url = serverURL()
  return `\n  Site:  ${url}/\n  Admin: ${url}/admin\n`
}

/** How long to wait before starting a worker again after `failures` workers of its slot in a
 * row died before being healthy: at once after a healthy one, then 1, 2, 4 … 30 s, so a crash
 * loop does not spin. */
export function restartDelay(failures: number): number {
  return failures === 0 ? 0 : Math.min(30_000, 1000 * 2 ** (failures - 1))
}

/** In a worker: asks the primary whether this worker prepares the database. */
export function askRole(): Promise<{ prepare: boolean }> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if ((message as RoleAnswer | null)?.veltrana !== 'role') return
      process.off('message', listener)
      resolve({ prepare: (message as RoleAnswer).prepare })
    }
    process.on('message', listener)
    process.send!({ veltrana: 'role?' } satisfies RoleQuestion)
  })
}

export function runPrimary({ workers, logger }: { workers: number; logger: Logger }): void {
  const started = new Map<Worker, Started>()
  const failures = new Array<number>(workers).fill(0)
  /** Workers the primary stopped on purpose: their exit is not replaced. */
  const retiring = new Set<Worker>()
  let serving = false
  let stopping = false
  let rolling = false

  const live = () => [...started.keys()].filter((w) => !w.isDead())
  const holdsSlot = (slot: number) => live().some((w) => started.get(w)?.slot === slot && !retiring.has(w))

  function fork(slot: number): Worker {
    const worker = cluster.fork()
    started.set(worker, { slot, listeningAt: null })
    logger.info({ workerId: worker.id, workerPid: worker.process.pid, slot, msg: 'worker starting' })
    // A message to a worker that has just died fails; that must not end the primary.
    worker.on('error', (err) => logger.warn({ err, workerId: worker.id, msg: 'worker channel error' }))
    return worker
  }

  cluster.on('message', (worker, message: RoleQuestion) => {
    if (message?.veltrana !== 'role?') return
    const prepare = started.get(worker)?.slot === 0
    worker.send({ veltrana: 'role', prepare } satisfies RoleAnswer, undefined, () => {})
  })

  cluster.on('listening', (worker) => {
    const state = started.get(worker)
    if (!state || state.listeningAt !== null) return
    state.listeningAt = Date.now()
    logger.info({ workerId: worker.id, workerPid: worker.process.pid, slot: state.slot, msg: 'worker listening' })
    if (serving) return
    // The first worker has prepared the database: the others may start.
    serving = true
    for (let slot = 1; slot < workers; slot++) fork(slot)
    console.log(`${startBanner()}  ${workers} workers under primary ${process.pid} (SIGHUP: replace them one by one; SIGTERM: stop)\n`)
  })

  cluster.on('exit', (worker, code, signal) => {
    const state = started.get(worker)!
    started.delete(worker)
    const expected = stopping || retiring.delete(worker)
    const facts = { workerId: worker.id, workerPid: worker.process.pid, slot: state.slot, code, signal }
    if (expected) {
      logger.info({ ...facts, msg: 'worker stopped' })
      if (stopping && started.size === 0) logger.flush(() => process.exit(0))
      return
    }
    if (!serving) {
      // The first worker failed to start: the same would happen again. Its output says why.
      logger.fatal({ ...facts, msg: 'the first worker exited before serving; stopping' })
      logger.flush(() => process.exit(1))
      return
    }
    const healthy = state.listeningAt !== null && Date.now() - state.listeningAt >= HEALTHY_MS
    failures[state.slot] = healthy ? 0 : failures[state.slot] + 1
    // During a rolling restart the slot may already have its replacement.
    if (holdsSlot(state.slot)) {
      logger.warn({ ...facts, msg: 'worker exited; its slot has another' })
      return
    }
    const delay = restartDelay(failures[state.slot])
    logger.warn({ ...facts, restartInMs: delay, msg: 'worker exited unexpectedly; starting another' })
    setTimeout(() => {
      if (!stopping && !holdsSlot(state.slot)) fork(state.slot)
    }, delay)
  })

  /** Stops a worker gracefully (it finishes its requests) and resolves once it has exited. */
  function retire(worker: Worker): Promise<void> {
    if (worker.isDead()) return Promise.resolve()
    retiring.add(worker)
    return new Promise((resolve) => {
      const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS)
      worker.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      worker.process.kill('SIGTERM')
    })
  }

  /** Resolves true once the worker listens, false if it exits first or takes too long. */
  function listening(worker: Worker): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer)
        worker.off('listening', onListening).off('exit', onExit)
        resolve(ok)
      }
      const onListening = () => done(true)
      const onExit = () => done(false)
      const timer = setTimeout(onExit, START_TIMEOUT_MS)
      worker.once('listening', onListening).once('exit', onExit)
    })
  }

  async function rollingRestart() {
    if (rolling || stopping || !serving) {
      logger.warn({ msg: 'SIGHUP ignored: the workers are starting, being replaced or stopping' })
      return
    }
    rolling = true
    const old = live().sort((a, b) => started.get(a)!.slot - started.get(b)!.slot)
    logger.info({ workers: old.length, msg: 'rolling restart: replacing the workers one at a time' })
    for (const worker of old) {
      if (stopping) break
      if (worker.isDead()) continue // it died meanwhile, and its slot has been filled again
      const fresh = fork(started.get(worker)!.slot)
      if (!(await listening(fresh))) {
        if (!stopping) logger.error({ workerId: fresh.id, msg: 'rolling restart stopped: a new worker did not start; the others serve on' })
        if (!fresh.isDead()) await retire(fresh)
        break
      }
      await retire(worker)
    }
    rolling = false
    logger.info({ msg: 'rolling restart done' })
  }

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return
    stopping = true
    logger.info({ signal, workers: live().length, msg: 'stopping every worker gracefully' })
    if (started.size === 0) logger.flush(() => process.exit(0))
    for (const worker of live()) void retire(worker)
  }

  process.on('SIGTERM', () => stopAll('SIGTERM'))
  process.on('SIGINT', () => stopAll('SIGINT'))
  process.on('SIGHUP', () => void rollingRestart())
  logger.info({ workers, msg: 'primary starting its workers' })
  fork(0)
}
