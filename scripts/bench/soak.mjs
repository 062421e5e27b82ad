// Soak: 50 connections for 30 s across every public page, English (no cookie) and Russian (the
// language cookie) in turn: errors, and the server's resident memory before and after.
import fs from 'node:fs'
import { BUDGETS, CONNECTIONS, ORIGIN, SOAK_DURATION_S } from './config.mjs'
import { publicPages, visit } from './site.mjs'
import { wrk } from './wrk.mjs'

const COOKIES = ['', 'i18next=ru']

/** Resident memory of a process in bytes (Linux). */
export function rssBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024
}

export async function measureSoak(report, serverPid) {
  const pages = await publicPages()
  // One pass first, so "before" is a server that has seen every page once (caches filled).
  for (const cookie of COOKIES) for (const page of pages) await visit(page, cookie ? { cookie } : {})
  const before = rssBytes(serverPid)
  const load = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: SOAK_DURATION_S, paths: pages, cookies: COOKIES })
  const after = rssBytes(serverPid)
  const growth = (after - before) / before
  const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`
  report.raw.soak = { pages: pages.length, load, rssBefore: before, rssAfter: after, growth }
  report.line(
    'Soak',
    `${load.errorCount} errors in ${load.requests} requests over ${pages.length} pages × ${COOKIES.length} languages (${load.rps.toFixed(0)} req/s, p99 ${load.latencyMs.p99?.toFixed(1)} ms); RSS ${mb(before)} → ${mb(after)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
    `${BUDGETS.soakErrors} errors, RSS growth < ${BUDGETS.soakRssGrowth * 100} %`,
    load.errorCount === BUDGETS.soakErrors && growth < BUDGETS.soakRssGrowth,
  )
}
