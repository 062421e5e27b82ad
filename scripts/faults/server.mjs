// The production server as the fault runs need it: on loopback, on a data folder the caller
// owns (so a killed server can be started again on the same database), its output kept in a
// log file for the report instead of interleaved with ours.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startProductionServer, waitForServer } from '../lib/server.mjs'

export const makeDataDir = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `faults-${name}-`))

/**
 * Start `npm start`'s server on `port` with `dataDir` and wait until it answers. Without demo
 * content (SEED=off, the catalogue of UI strings is still loaded) and without rate limits:
 * the runs send thousands of requests from one address.
 */
export async function startServer({ port, dataDir, logFile, env = {} }) {
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const server = startProductionServer({
    port,
    env: { RATE_LIMIT: 'off', SEED: 'off', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.child.stdout.pipe(log)
  server.child.stderr.pipe(log)
  // Never leave a server behind, whatever ends this process.
  const orphanGuard = () => server.child.kill('SIGKILL')
  process.on('exit', orphanGuard)
  server.child.on('exit', () => process.off('exit', orphanGuard))
  const origin = `http://127.0.0.1:${port}`
  let exit = null
  const exited = new Promise((resolve) => server.child.on('exit', (code, signal) => resolve((exit = { code, signal }))))
  await Promise.race([
    waitForServer(`${origin}/api/displayData`, 180_000),
    exited.then(({ code, signal }) => {
      throw new Error(`the server exited while starting (code ${code}, signal ${signal}); see ${logFile}`)
    }),
  ])
  return {
    origin,
    child: server.child,
    /** null while it runs; { code, signal } once it has exited. */
    exitStatus: () => exit,
    exited,
    stop: async () => {
      if (exit) return
      server.child.kill('SIGTERM')
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
    kill9: async () => {
      if (exit) return
      server.child.kill('SIGKILL')
      await exited
    },
  }
}

/** The last lines of the server's log that look like errors, for a failure report. */
export function errorLines(logFile, max = 40) {
  if (!fs.existsSync(logFile)) return []
  const lines = fs.readFileSync(logFile, 'utf8').split('\n')
  return lines.filter((l) => /error|exception|unhandled|fatal/i.test(l)).slice(-max)
}
