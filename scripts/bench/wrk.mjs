// Load with Debian's wrk: installs it when missing (as .ci/run does for Chromium), runs it
// without blocking this process (the bare Node reference server lives here), parses its report.
import { execFile, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { aptInstall } from './apt.mjs'

const run = promisify(execFile)

/** Null once wrk is there; else the one line that says what to do. */
export function ensureWrk() {
  if (spawnSync('which', ['wrk']).status === 0) return null
  const failed = aptInstall('wrk')
  return failed ? `wrk is missing and could not be installed (${failed}): run apt-get install wrk as root.` : null
}

/**
 * `paths` rotates the request path (and `cookies`, per pass over the paths) through a Lua
 * script; `requests` rotates over `{ path, cookie }` pairs as given; otherwise every request
 * goes to `url`.
 */
export async function wrk(options) {
  const { args, cleanup } = wrkArgs(options)
  try {
    const { stdout } = await run('wrk', args, { encoding: 'utf8' })
    return parse(stdout)
  } finally {
    cleanup()
  }
}

/**
 * The same load, running until `stop()` (at most `seconds`, by default ten minutes): for what
 * happens to a server while something else goes on. `stop()` ends it as Ctrl-C does, and wrk
 * reports what it saw until then.
 */
export function startWrk({ seconds = 600, ...options }) {
  const { args, cleanup } = wrkArgs({ ...options, seconds })
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      await exited
      cleanup()
      return parse(stdout)
    },
  }
}

function wrkArgs({ url, connections, seconds, headers = {}, paths, cookies, requests, timeout = '5s' }) {
  // wrk needs a connection per thread: one connection runs on one thread.
  const args = [`-t${Math.min(2, connections)}`, `-c${connections}`, `-d${seconds}s`, `--timeout`, timeout, '--latency']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  let script
  if (paths || requests) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'rotate.lua')
    fs.writeFileSync(script, requests ? pairsScript(requests) : rotateScript(paths, cookies ?? ['']))
    args.push('-s', script)
  }
  args.push(url)
  return { args, cleanup: () => script && fs.rmSync(path.dirname(script), { recursive: true, force: true }) }
}

function rotateScript(paths, cookies) {
  const list = (items) => items.map((p) => JSON.stringify(p)).join(', ')
  return `local paths = { ${list(paths)} }
local cookies = { ${list(cookies)} }
local n = 0
request = function()
  n = n + 1
  local p = paths[(n % #paths) + 1]
  local c = cookies[(math.floor(n / #paths) % #cookies) + 1]
  local headers = {}
  if c ~= "" then headers["Cookie"] = c end
  return wrk.format("GET", p, headers)
end
`
}

function pairsScript(requests) {
  const list = requests.map(({ path: p, cookie = '' }) => `{ ${JSON.stringify(p)}, ${JSON.stringify(cookie)} }`).join(', ')
  return `local requests = { ${list} }
local n = 0
request = function()
  n = n + 1
  local r = requests[(n % #requests) + 1]
  -- wrk.format sends only the headers it is given: the command line's (-H) are copied in.
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  if r[2] ~= "" then headers["Cookie"] = r[2] end
  return wrk.format("GET", r[1], headers)
end
`
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60000 }
const toMs = (text) => {
  const m = text?.match(/([\d.]+)(us|ms|s|m)/)
  return m ? Number(m[1]) * UNIT_MS[m[2]] : null
}

export function parse(out) {
  const percentile = (p) => toMs(out.match(new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`))?.[1])
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const errors = {
    non2xx3xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    connect: Number(socket?.[1] ?? 0),
    read: Number(socket?.[2] ?? 0),
    write: Number(socket?.[3] ?? 0),
    timeout: Number(socket?.[4] ?? 0),
  }
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    latencyMs: { p50: percentile(50), p75: percentile(75), p90: percentile(90), p99: percentile(99) },
    errors,
    errorCount: Object.values(errors).reduce((a, b) => a + b, 0),
  }
}
