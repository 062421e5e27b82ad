// Where a CPU profile's time goes: self time per category (React SSR, Remix, streams …) and
// the heaviest functions. Categories are by the file a function lives in.

const CATEGORIES = [
  ['React SSR (react-dom/server)', /node_modules\/react-dom\//],
  ['React (hooks, elements)', /node_modules\/react\//],
  ['Remix runtime (server-runtime, router, turbo-stream)', /node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//],
  ['Site code (build/server: components, loaders)', /\/build\/server\//],
  ['Payload / database', /node_modules\/(payload|@payloadcms|drizzle-orm|@libsql|libsql|mongoose|mongodb)\//],
  ['Express and middleware', /node_modules\/(express|compression|router|body-parser|send|serve-static|finalhandler|on-headers|accepts|negotiator)\//],
  ['Next (admin)', /node_modules\/next\//],
  ['Server entry (cms/dist: cache, headers)', /\/cms\/dist\//],
  ['Node web streams, Fetch, encoding', /^node:internal\/(webstreams|deps\/undici|encoding|url)/],
  ['Node HTTP, net, streams', /^node:(internal\/)?(_http|http|net|stream|streams|internal\/streams|internal\/stream_base|timers|events|internal\/process)/],
]

/** What a sample was doing: the first stage below any of whose markers is on its stack. Order
 * matters: writes that React's output triggers count as writing, and the site's components and
 * Remix's own components count as React rendering because react-dom called them. */
const STAGES = [
  ['Loader data serialisation (turbo-stream)', (f) => /\/turbo-stream\//.test(f.url)],
  ['Socket writes, HTTP', (f) => /^node:(net|_http_|internal\/stream_base_commons)/.test(f.url) || f.functionName === 'writev'],
  ['Web streams, Request/Response objects', (f) => /^node:internal\/(webstreams|deps\/undici)/.test(f.url)],
  ['React render (components included)', (f) => /react-dom-server/.test(f.url)],
  ['Loaders (CMS data, cached by content version)', (f) => f.functionName === 'callLoaderOrAction'],
  ['Express, middleware, static files', (f) => /node_modules\/(express|router|serve-static|send|compression|on-headers)\//.test(f.url)],
  ['Remix request handling', (f) => /node_modules\/(@remix-run|react-router)/.test(f.url)],
]

function stageOf(id, nodes, parents) {
  if (nodes.get(id).callFrame.functionName === '(garbage collector)') return 'Garbage collection'
  const stack = []
  for (let cur = id; cur !== undefined; cur = parents.get(cur)) stack.push(nodes.get(cur).callFrame)
  for (const [name, test] of STAGES) if (stack.some(test)) return name
  return 'Other'
}

function categoryOf(callFrame) {
  const { url, functionName } = callFrame
  if (!url) {
    if (functionName === '(garbage collector)') return 'Garbage collection'
    if (functionName === '(idle)') return 'Idle (waiting)'
    if (functionName === '(program)') return 'V8 (program)'
    if (/^(writev|writeUtf8String|writeBuffer|writeLatin1String)$/.test(functionName)) return 'Node HTTP, net, streams'
    return 'Native (other)'
  }
  for (const [name, pattern] of CATEGORIES) if (pattern.test(url)) return name
  return 'Other JavaScript'
}

/** Self-time shares of a V8 .cpuprofile, idle excluded from the percentages. */
export function summarizeProfile(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  // The profiler's own work (stopping, serialising) is not the server's.
  const own = new Set()
  const mark = (id) => {
    own.add(id)
    for (const child of nodes.get(id).children ?? []) mark(child)
  }
  for (const n of profile.nodes) if (n.callFrame.url.includes('cpuProfileHook') && !own.has(n.id)) mark(n.id)
  const self = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]
    if (own.has(id)) continue
    self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0))
  }
  const parents = new Map()
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id)
  const byCategory = new Map()
  const byStage = new Map()
  const byFunction = new Map()
  let busy = 0
  let idle = 0
  for (const [id, micros] of self) {
    const frame = nodes.get(id).callFrame
    const category = categoryOf(frame)
    if (category === 'Idle (waiting)') {
      idle += micros
      continue
    }
    busy += micros
    byCategory.set(category, (byCategory.get(category) || 0) + micros)
    const stage = stageOf(id, nodes, parents)
    byStage.set(stage, (byStage.get(stage) || 0) + micros)
    const file = frame.url ? frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(build|cms)\//, '$1/') : ''
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) || 0) + micros)
  }
  const share = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), percent: Number(((micros / busy) * 100).toFixed(1)) }))
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    stages: share(byStage),
    categories: share(byCategory),
    functions: share(byFunction).slice(0, top),
  }
}

export function formatSummary(summary, requests) {
  const perRequest = requests ? ` (${(summary.busyMs / requests).toFixed(2)} ms of main-thread time per request over ${requests} requests)` : ''
  const lines = [
    `Main thread busy ${summary.busyMs} ms, idle ${summary.idleMs} ms${perRequest}`,
    '',
    'By stage (what the stack was doing; profileSummary.mjs STAGES):',
  ]
  for (const c of summary.stages) lines.push(`  ${String(c.percent).padStart(5)} %  ${c.name}`)
  lines.push('', 'By code (self time):')
  for (const c of summary.categories) lines.push(`  ${String(c.percent).padStart(5)} %  ${c.name}`)
  lines.push('', 'Heaviest functions (self time):')
  for (const f of summary.functions) lines.push(`  ${String(f.percent).padStart(5)} %  ${f.name}`)
  return lines.join('\n')
}
