// News alerts to 10,000 subscribers. Confirmed subscribers (topics and languages mixed), and some
// who must get nothing (other topics only, not confirmed), are written straight into the bench
// server's SQLite database; the server is started again pointed at a real SMTP server on
// loopback (the mail tests' receiver); the admin publishes one article of the subscribers'
// topic, and the clock runs until the last alert has arrived. Half-way the server is killed
// (kill -9) and started again on the same database. At the end each subscriber of the topic
// must have got the alert once, and nobody else any; only the message in flight at the kill may
// come again, under its Message-ID. Memory: the peak (VmHWM) of each process.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { tsImport } from 'tsx/esm/api'
import { ALERTS, BUDGETS, ORIGIN, SMTP_PORT } from './config.mjs'
import { adminToken } from './site.mjs'

const TOPIC = 'results'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Peak resident memory of a process so far, in bytes (Linux), or 0 once it is gone. */
function peakRss(pid) {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024
  } catch {
    return 0
  }
}

/** One transaction: the confirmed subscribers of TOPIC (two in five reading Russian, some with
 * other topics too), then ALERTS.bystanders more: half confirmed for other topics only, half of
 * TOPIC but never confirmed. Returns the addresses that must get the alert. */
function seedSubscribers(dataDir) {
  const db = new Database(path.join(dataDir, 'veltrana.db'))
  const now = new Date().toISOString()
  const addSubscriber = db.prepare(
    `INSERT INTO subscribers (email, status, language, consent, consent_at, consent_version, consent_language, confirmed_at, manage_key)
     VALUES (?, ?, ?, 1, ?, 'bench', ?, ?, ?)`,
  )
  const addTopic = db.prepare('INSERT INTO subscribers_topics ("order", parent_id, value) VALUES (?, ?, ?)')
  const topicSets = [[TOPIC], ['press', TOPIC], ['press', TOPIC, 'events']]
  const expected = []
  const add = (email, status, language, topics) => {
    const { lastInsertRowid } = addSubscriber.run(
      email,
      status,
      language,
      now,
      language,
      status === 'confirmed' ? now : null,
      crypto.randomBytes(16).toString('base64url'),
    )
    topics.forEach((topic, i) => addTopic.run(i + 1, lastInsertRowid, topic))
  }
  try {
    db.exec('PRAGMA busy_timeout = 10000')
    db.exec('PRAGMA foreign_keys = ON')
    db.exec('BEGIN IMMEDIATE')
    // A kept database (BENCH_DATA_DIR) has the last run's; their topics go with them (cascade).
    db.exec("DELETE FROM subscribers WHERE email LIKE '%@alerts.example.org'")
    for (let i = 0; i < ALERTS.subscribers; i++) {
      const email = `reader${i}@alerts.example.org`
      add(email, 'confirmed', i % 5 < 2 ? 'ru' : 'en', topicSets[i % 3])
      expected.push(email)
    }
    for (let i = 0; i < ALERTS.bystanders; i++) {
      const other = i % 2 === 0
      add(`bystander${i}@alerts.example.org`, other ? 'confirmed' : 'pending', 'en', other ? ['press', 'events'] : [TOPIC])
    }
    db.exec('COMMIT')
  } finally {
    db.close()
  }
  return expected
}

/** Creates an article of TOPIC as a draft in both languages (a demo article lends its picture and
 * text), then publishes it: the alert goes at that moment, which this resolves to. */
async function publishArticle() {
  const auth = { Authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' }
  const call = async (method, url, body) => {
    const response = await fetch(`${ORIGIN}${url}`, { method, headers: auth, body: body && JSON.stringify(body) })
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
    return (await response.json()).doc
  }
  const [demo] = (await (await fetch(`${ORIGIN}/api/news?limit=1&depth=0&locale=en`, { headers: auth })).json()).docs
  const slug = `bench-alert-${Date.now().toString(36)}`
  const draft = await call('POST', '/api/news?locale=en&draft=true', {
    date: new Date().toISOString(),
    slug,
    topic: TOPIC,
    image: demo.image,
    label: 'Results',
    headline: 'Veltrana Group reports its results for the quarter',
    summary: 'Revenue, margins and the outlook, in one page.',
    body: demo.body,
    _status: 'draft',
  })
  await call('PATCH', `/api/news/${draft.id}?locale=ru&draft=true`, {
    label: 'Результаты',
    headline: 'Veltrana Group сообщает о результатах квартала',
    summary: 'Выручка, маржа и прогноз на одной странице.',
    _status: 'draft',
  })
  const publishedAt = performance.now()
  await call('PATCH', `/api/news/${draft.id}?locale=en`, { _status: 'published' })
  return { id: draft.id, slug, publishedAt }
}

/** Resolves once `done()` holds, or with false after `ms`. */
async function until(done, ms) {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) return false
    await sleep(100)
  }
  return true
}

export async function measureAlerts(report, _pid, server) {
  const { startSmtpReceiver } = await tsImport('../../tests/integration/smtpReceiver.ts', import.meta.url)
  /** Per recipient, the copies of each Message-ID that arrived. */
  const received = new Map()
  let arrived = 0
  let firstAt = 0
  let lastAt = 0
  const receiver = await startSmtpReceiver(SMTP_PORT, (envelopeTo, raw) => {
    const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? ''
    for (const address of envelopeTo) {
      const copies = received.get(address) ?? new Map()
      received.set(address, copies.set(messageId, (copies.get(messageId) ?? 0) + 1))
    }
    arrived += 1
    lastAt = performance.now()
    firstAt ||= lastAt
  })
  const env = { SMTP_URL: receiver.url, MAIL_RATE: String(ALERTS.mailRate) }
  const peaks = []
  let sampler = null
  try {
    const expected = seedSubscribers(server.dataDir)
    // A fresh process, so that its peak memory is this run's.
    await server.restart(env)
    const sample = () => (peaks[peaks.length - 1] = Math.max(peaks.at(-1) ?? 0, peakRss(server.pid)))
    peaks.push(0)
    sampler = setInterval(sample, 250)
    const article = await publishArticle()
    const deadline = article.publishedAt + ALERTS.timeoutS * 1000
    const left = () => deadline - performance.now()
    await until(() => arrived >= ALERTS.killAfter, left())
    sample()
    const killedAt = performance.now()
    const arrivedBeforeKill = arrived
    server.child.kill('SIGKILL')
    peaks.push(0)
    await server.restart(env)
    const restartMs = performance.now() - killedAt
    const complete = await until(() => expected.every((address) => received.has(address)), left())
    const doneAt = lastAt
    // Late copies would come with the queue's next passes.
    await sleep(ALERTS.settleS * 1000)
    sample()
    const seconds = (at) => (at - article.publishedAt) / 1000
    const elapsedS = seconds(complete ? doneAt : performance.now())
    const wanted = new Set(expected)
    const copies = [...received.values()]
    const missing = expected.filter((address) => !received.has(address)).length
    const twice = copies.filter((ids) => ids.size > 1).length
    const again = copies.flatMap((ids) => [...ids.values()]).reduce((sum, n) => sum + n - 1, 0)
    const strangers = [...received.keys()].filter((address) => !wanted.has(address)).length
    const perSecond = complete ? expected.length / elapsedS : 0
    const peak = Math.max(...peaks)
    const firstS = seconds(firstAt)
    const killS = seconds(killedAt)
    const sendingRate = arrivedBeforeKill / (killS - firstS)
    const load = os.loadavg()[0]
    report.raw.alerts = {
      ...ALERTS,
      arrived,
      arrivedBeforeKill,
      firstS,
      killS,
      sendingRate,
      restartMs,
      elapsedS,
      perSecond,
      missing,
      twice,
      again,
      strangers,
      peaks,
      load,
    }
    report.line(
      `News alert to ${ALERTS.subscribers.toLocaleString('en')} subscribers, kill -9 half-way`,
      `${expected.length - missing} of ${expected.length} got it, ${twice} got two different messages, ${missing} none, ${strangers} others; ${again} handed over again under its Message-ID; killed after ${arrivedBeforeKill} had arrived, up again after ${(restartMs / 1000).toFixed(1)} s`,
      `each one message, nobody else; at most ${BUDGETS.alertsSentAgain} again (the one in flight at the kill)`,
      missing + twice + strangers === 0 && again <= BUDGETS.alertsSentAgain,
    )
    report.line(
      'News alert throughput',
      `${perSecond.toFixed(0)} messages/s from publishing to the last arrival, ${elapsedS.toFixed(0)} s: the first after ${firstS.toFixed(0)} s (the alert queues every message first), then ${sendingRate.toFixed(0)}/s until the kill; the kill and restart included; MAIL_RATE ${ALERTS.mailRate}, load average ${load.toFixed(1)}`,
      `≥ ${BUDGETS.alertsPerSecond} messages/s`,
      perSecond >= BUDGETS.alertsPerSecond,
    )
    report.line(
      'Server memory while alerting',
      `peak RSS ${peaks.map(mb).join(' until the kill, ')} after the restart`,
      `≤ ${BUDGETS.alertsRssMb} MB`,
      peak > 0 && peak <= BUDGETS.alertsRssMb * 1024 * 1024,
    )
  } finally {
    clearInterval(sampler)
    await receiver.stop()
  }
}
