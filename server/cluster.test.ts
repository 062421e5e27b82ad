import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restartDelay } from './cluster'

// The cluster's primary with stand-in workers (tests/fixtures/cluster/): which worker prepares
// the database, replacing workers that die (with a backoff), the rolling restart on SIGHUP and
// the stop on SIGTERM, over real processes and loopback connections. `npm run bench` does the
// same with the application under wrk load.

const FIXTURE = path.resolve(__dirname, '../tests/fixtures/cluster/primary.ts')

type Line = Record<string, unknown> & { msg?: string; workerPid?: number; slot?: number; port?: number }
type Primary = { child: ChildProcess; lines: () => Line[]; port: () => number; exited: Promise<number | null> }
type Answer = { worker: number; pid: number; prepare: boolean }

const started: ChildProcess[] = []
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

function startPrimary(env: Record<string, string> = {}): Primary {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  started.push(child)
  let out = ''
  child.stdout!.on('data', (chunk) => (out += chunk))
  const lines = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, lines, port: () => lines().find((l) => l.port)!.port!, exited }
}

/** Starting a worker takes a second or two with TypeScript compiled on the fly; on a machine
 * busy with other work much longer, hence the generous limits here and on each test. */
const STEP_MS = 100_000

async function waitFor(condition: () => boolean, what: string, timeoutMs = STEP_MS) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Workers that listen and have not exited, from the primary's log. */
function serving(primary: Primary): Line[] {
  const lines = primary.lines()
  const gone = new Set(lines.filter((l) => 'code' in l).map((l) => l.workerPid))
  return lines.filter((l) => l.msg === 'worker listening' && !gone.has(l.workerPid))
}

function ask(port: number, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve(JSON.parse(body)))
      })
      .on('error', reject)
  })
}

/** Who answers, over `n` fresh connections (the primary hands them out in turn). */
async function answers(port: number, n = 6): Promise<Map<number, boolean>> {
  const seen = new Map<number, boolean>()
  for (let i = 0; i < n; i++) {
    const { pid, prepare } = await ask(port)
    seen.set(pid, prepare)
  }
  return seen
}

const twoServing = (primary: Primary) => () => serving(primary).length === 2

// One primary's life, in order (each step starts from where the last left it): a primary and
// its workers take seconds to start, and the test run's time is counted.
describe('the cluster primary, from start to stop', { timeout: 2 * STEP_MS }, () => {
  let primary: Primary
  beforeAll(async () => {
    primary = startPrimary()
    await waitFor(twoServing(primary), 'two workers')
  }, 2 * STEP_MS)

  it('starts the worker that prepares the database first, the other once it listens; only that one prepares', async () => {
    const starts = primary.lines().filter((l) => l.msg === 'worker starting' || l.msg === 'worker listening')
    expect(starts.map((l) => `${l.msg} ${l.slot}`)).toEqual(['worker starting 0', 'worker listening 0', 'worker starting 1', 'worker listening 1'])
    const seen = await answers(primary.port())
    expect([...seen.values()].sort()).toEqual([false, true])
    const preparing = serving(primary).find((l) => l.slot === 0)!.workerPid
    expect(seen.get(preparing!)).toBe(true)
  })

  it('starts a worker again in the slot of one that dies; in slot 0 it prepares again', async () => {
    const victim = serving(primary).find((l) => l.slot === 0)!.workerPid!
    process.kill(victim, 'SIGKILL')
    await waitFor(() => twoServing(primary)() && !serving(primary).some((l) => l.workerPid === victim), 'a replacement')
    const exit = primary.lines().find((l) => l.workerPid === victim && 'code' in l)!
    // It had served less than a minute: not healthy, so a second's backoff.
    expect(exit).toMatchObject({ signal: 'SIGKILL', slot: 0, restartInMs: 1000, msg: 'worker exited unexpectedly; starting another' })
    const replacement = serving(primary).find((l) => l.slot === 0)!.workerPid!
    expect((await answers(primary.port())).get(replacement)).toBe(true)
  })

  it('replaces every worker one at a time on SIGHUP, new before old, and no request fails', async () => {
    const before = serving(primary).map((l) => l.workerPid)
    const agent = new http.Agent({ keepAlive: true })
    let running = true
    const outcomes = { answered: 0, failed: [] as string[] }
    const loops = Array.from({ length: 4 }, async () => {
      while (running) {
        await ask(primary.port(), agent).then(
          () => outcomes.answered++,
          (error: Error) => outcomes.failed.push(error.message),
        )
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const seen = primary.lines().length
    primary.child.kill('SIGHUP')
    await waitFor(
      () =>
        primary
          .lines()
          .slice(seen)
          .some((l) => l.msg === 'rolling restart done'),
      'the rolling restart',
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    running = false
    await Promise.all(loops)
    agent.destroy()

    expect(outcomes.failed).toEqual([])
    expect(outcomes.answered).toBeGreaterThan(20)
    const events = primary
      .lines()
      .slice(seen)
      .filter((l) => l.msg === 'worker listening' || l.msg === 'worker stopped')
      .map((l) => `${l.msg} ${l.slot} ${before.includes(l.workerPid) ? 'old' : 'new'}`)
    expect(events).toEqual(['worker listening 0 new', 'worker stopped 0 old', 'worker listening 1 new', 'worker stopped 1 old'])
    const seenNow = await answers(primary.port())
    expect([...seenNow.keys()].some((pid) => before.includes(pid))).toBe(false)
    expect([...seenNow.values()].sort()).toEqual([false, true])
  })

  it('stops every worker gracefully on SIGTERM, answering what is in flight, and exits 0', async () => {
    const pids = serving(primary).map((l) => l.workerPid!)
    const seen = primary.lines().length
    const inFlight = ask(primary.port())
    await new Promise((resolve) => setTimeout(resolve, 5))
    primary.child.kill('SIGTERM')
    await expect(inFlight).resolves.toMatchObject({ pid: expect.any(Number) })
    expect(await primary.exited).toBe(0)
    const stopped = primary
      .lines()
      .slice(seen)
      .filter((l) => l.msg === 'worker stopped')
    expect(stopped.map((l) => l.code)).toEqual([0, 0])
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
  })
})

describe('the cluster primary, when workers cannot start', { timeout: 2 * STEP_MS }, () => {
  it('waits longer each time a worker keeps dying before it serves, and serves again once it can', async () => {
    const crash = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-')), 'crash')
    const primary = startPrimary({ CLUSTER_FIXTURE_CRASH: crash })
    await waitFor(twoServing(primary), 'two workers')
    fs.writeFileSync(crash, '')
    process.kill(serving(primary).find((l) => l.slot === 1)!.workerPid!, 'SIGKILL')
    const delays = () =>
      primary
        .lines()
        .filter((l) => l.slot === 1 && 'restartInMs' in l)
        .map((l) => l.restartInMs)
    await waitFor(() => delays().length === 3, 'three restarts')
    fs.rmSync(crash)
    await waitFor(twoServing(primary), 'the slot serving again')
    expect(delays().slice(0, 3)).toEqual([1000, 2000, 4000])
    primary.child.kill('SIGTERM')
    expect(await primary.exited).toBe(0)
  })

  it('exits 1 when the first worker cannot start, instead of trying forever', async () => {
    const crash = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-')), 'crash')
    fs.writeFileSync(crash, '')
    const primary = startPrimary({ CLUSTER_FIXTURE_CRASH: crash })
    expect(await primary.exited).toBe(1)
    expect(primary.lines().at(-1)).toMatchObject({ level: 'fatal', msg: 'the first worker exited before serving; stopping' })
  })
})

describe('restarting a worker that died', () => {
  it('is immediate after a healthy worker, then backs off to at most 30 s, so a crash loop does not spin', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10, 50].map(restartDelay)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })
})
