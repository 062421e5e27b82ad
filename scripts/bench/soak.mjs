// Soak: 50 connections for five minutes across every public page, English (no cookie) and Russian
// (the language cookie) in turn: errors, the server's resident memory at the end, and how much it
// still grew over the second half (memory that levels off, rather than a leak).
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
  const half = SOAK_DURATION_S / 2
  // Two halves back to back: the reading between them is the middle of one continuous load.
  const first = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: half, paths: pages, cookies: COOKIES })
  const middle = rssBytes(serverPid)
  const second = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: half, paths: pages, cookies: COOKIES })
  const after = rssBytes(serverPid)
  const growth = (after - middle) / middle
  const errors = first.errorCount + second.errorCount
  const requests = first.requests + second.requests
  const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`
  report.raw.soak = { pages: pages.length, load: [first, second], rssBefore: before, rssMiddle: middle, rssAfter: after, growth }
  report.line(
    'Soak',
    `${errors} errors in ${requests} requests over ${pages.length} pages × ${COOKIES.length} languages in ${SOAK_DURATION_S} s (${second.rps.toFixed(0)} req/s, p99 ${second.latencyMs.p99?.toFixed(1)} ms); RSS ${mb(before)} → ${mb(middle)} → ${mb(after)} (second half ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
    `${BUDGETS.soakErrors} errors, RSS ≤ ${BUDGETS.soakRssMb} MB, second-half growth < ${BUDGETS.soakRssGrowth * 100} %`,
    errors === BUDGETS.soakErrors && after <= BUDGETS.soakRssMb * 1024 * 1024 && growth < BUDGETS.soakRssGrowth,
  )
}
