// The signed-in dashboard of a customer with a long history: back office gives the demo customer
// DASHBOARD.documents documents and DASHBOARD.messages messages (over REST, as the admin does),
// then the customer's dashboard is asked for by CONNECTIONS clients at once (one worker: the bench
// server is one process) and one request at a time. The dashboard is private: no HTML cache; every
// request reads the session and the customer's data count, and the rest (profile, procedures,
// consents, sessions, the unread count…) is read again only after the customer's data changed.
import { BUDGETS, CONNECTIONS, DASHBOARD, DEMO_CUSTOMER, DURATION_S, ORIGIN } from './config.mjs'
import { adminToken, customerSignIn, visit } from './site.mjs'
import { wrk } from './wrk.mjs'

const PAGE = '/dashboard'
const PDF = Buffer.from('%PDF-1.4\n% statement\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n')
/** Messages per conversation: the history is many conversations, each a few messages long. */
const PER_THREAD = 10

export async function measureDashboard(report) {
  const token = await adminToken()
  const customer = await demoCustomerId(token)
  await giveHistory(token, customer)
  await mailSettled(token)
  const cookie = await customerSignIn()
  const headers = { cookie }
  const { response, body } = await visit(PAGE, headers)
  if (response.status !== 200 || !body.includes('dash-')) throw new Error(`The dashboard answered ${response.status} to the signed-in customer`)
  const loaded = await wrk({ url: `${ORIGIN}${PAGE}`, connections: CONNECTIONS, seconds: DURATION_S, headers })
  const single = await wrk({ url: `${ORIGIN}${PAGE}`, connections: 1, seconds: DURATION_S, headers })
  report.raw.dashboard = { documents: DASHBOARD.documents, messages: DASHBOARD.messages, loaded, single }
  const history = `${DASHBOARD.documents} documents, ${DASHBOARD.messages} messages`
  report.line(
    `Signed-in dashboard (${history}), ${CONNECTIONS} connections, one worker`,
    `${loaded.rps.toFixed(0)} req/s (p50 ${ms(loaded.latencyMs.p50)}, p99 ${ms(loaded.latencyMs.p99)}; ${loaded.errorCount} errors)`,
    `≥ ${BUDGETS.dashboardRps} req/s`,
    loaded.rps >= BUDGETS.dashboardRps && loaded.errorCount === 0,
  )
  report.line(
    `Signed-in dashboard (${history}), one request at a time`,
    `p99 ${ms(single.latencyMs.p99)} (p50 ${ms(single.latencyMs.p50)}, ${single.rps.toFixed(0)} req/s; ${single.errorCount} errors)`,
    `p99 < ${BUDGETS.dashboardP99Ms} ms`,
    single.latencyMs.p99 !== null && single.latencyMs.p99 < BUDGETS.dashboardP99Ms && single.errorCount === 0,
  )
}

async function api(token, method, path, body) {
  const init = { method, headers: { authorization: `JWT ${token}` } }
  if (body instanceof FormData) init.body = body
  else if (body) Object.assign(init, { body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } })
  const response = await fetch(`${ORIGIN}${path}`, init)
  const json = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json?.errors ?? json)}`)
  return json
}

async function demoCustomerId(token) {
  const { docs } = await api(token, 'GET', `/api/customers?where[email][equals]=${encodeURIComponent(DEMO_CUSTOMER.email)}&depth=0&limit=1`)
  if (!docs[0]) throw new Error(`The demo customer ${DEMO_CUSTOMER.email} is missing (DEMO_CUSTOMERS=1)`)
  return docs[0].id
}

/** The documents and conversations, each message answered by back office after the customer's. */
async function giveHistory(token, customer) {
  for (let n = 1; n <= DASHBOARD.documents; n++) {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ customer, title: `Statement ${n}`, kind: 'statement' }))
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), `statement-${n}.pdf`)
    await api(token, 'POST', '/api/customer-documents', form)
  }
  for (let made = 0; made < DASHBOARD.messages; made += PER_THREAD) {
    const thread = await api(token, 'POST', '/api/customer-threads', { customer, type: 'question' })
    for (let n = 0; n < PER_THREAD; n++) await api(token, 'POST', '/api/customer-messages', { thread: thread.doc.id, body: `Answer ${made + n + 1}.` })
  }
}

/** Waits until the notices the history queued (one per document and answer) have left the queue: the figures are the
 * dashboard's, not those of the mail job running beside it. */
async function mailSettled(token, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  const pending = '/api/mail-messages?where[status][in]=queued,retrying&limit=1&depth=0'
  while ((await api(token, 'GET', pending)).totalDocs > 0) {
    if (Date.now() > deadline) throw new Error(`The mail queue still held the history's notices after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const ms = (value) => (value == null ? '?' : `${Math.round(value)} ms`)
