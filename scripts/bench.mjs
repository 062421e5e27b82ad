// `npm run bench`: measures the production build on loopback and prints one line per budget.
// Figures go to bench/results/latest.json. Numbers come from here, never from timed tests.
import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { build } from './build.mjs'
import { root, startProductionServer, waitForServer } from './lib/server.mjs'

const PORT = Number(process.env.BENCH_PORT || 3600)
const ORIGIN = `http://127.0.0.1:${PORT}`
const JS_BUDGET = 100 * 1024
const results = { when: new Date().toISOString(), jsPerPage: {}, throughput: {} }
const lines = []
const report = (name, figure, pass) => lines.push(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${figure}`)

await build()
const server = startProductionServer({ port: PORT, env: { RATE_LIMIT: 'off' }, stdio: 'ignore' })
try {
  await waitForServer(`${ORIGIN}/api/displayData`)
  await measureJs()
  await measureThroughput()
} finally {
  server.stop()
}
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2))
console.log(`\n${lines.join('\n')}\n\nRaw figures: bench/results/latest.json`)
process.exit(lines.some((l) => l.startsWith('FAIL')) ? 1 : 0)

/** The public pages, from the sitemap (English versions), plus the cabinet. */
async function pages() {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)\?lng=en<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set([...paths, '/cabinet'])]
}

/** Gzip bytes of every script a page loads: external modules, preloads and inline scripts. */
async function measureJs() {
  const cache = new Map()
  const gz = (text) => zlib.gzipSync(text, { level: 9 }).length
  for (const page of await pages()) {
    const response = await fetch(`${ORIGIN}${page}`)
    if (!response.ok) continue
    const html = await response.text()
    const urls = new Set([
      ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)].map((m) => m[1] || m[2]),
    ])
    let bytes = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + gz(m[1]), 0)
    for (const url of urls) {
      if (!cache.has(url)) cache.set(url, gz(await (await fetch(new URL(url, ORIGIN))).text()))
      bytes += cache.get(url)
    }
    results.jsPerPage[page] = bytes
    report(`JS ${page}`, `${(bytes / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET / 1024} KB)`, bytes <= JS_BUDGET)
  }
}

async function measureThroughput() {
  const html = await (await fetch(`${ORIGIN}/`)).text()
  const reference = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise((r) => reference.listen(PORT + 1, '127.0.0.1', r))
  try {
    const site = await load(`${ORIGIN}/`)
    const bare = await load(`http://127.0.0.1:${PORT + 1}/`)
    results.throughput = { home: site, bareNode: bare, ratio: site.rps / bare.rps }
    report('Home page throughput', `${site.rps.toFixed(0)} req/s, p99 ${site.p99} (tool: ${site.tool})`, site.errors === 0)
    report('Bare Node reference', `${bare.rps.toFixed(0)} req/s; home/reference = ${(site.rps / bare.rps).toFixed(2)}`, true)
  } finally {
    reference.close()
  }
}

/** 50 connections for 10 s: wrk when installed (apt-get install wrk), else a Node client. */
async function load(url, seconds = Number(process.env.BENCH_SECONDS || 10), connections = 50) {
  if (spawnSync('which', ['wrk']).status === 0) {
    // Asynchronous: the reference server runs in this process and must keep answering.
    const { stdout: out } = await promisify(execFile)('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' })
    const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)
    const p99 = out.match(/99%\s+([\d.]+\w+)/)?.[1] ?? '?'
    const errors = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors:.*?(\d+)/)?.[1] ?? 0)
    return { tool: 'wrk', rps, p99, errors }
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies = []
  let errors = 0
  const end = Date.now() + seconds * 1000
  const worker = async () => {
    while (Date.now() < end) {
      const start = performance.now()
      await new Promise((resolve) => {
        http
          .get(url, { agent }, (res) => {
            res.resume()
            res.on('end', () => {
              if (res.statusCode !== 200) errors++
              latencies.push(performance.now() - start)
              resolve()
            })
          })
          .on('error', () => {
            errors++
            resolve()
          })
      })
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { tool: 'node', rps: latencies.length / seconds, p99: `${latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1)}ms`, errors }
}
