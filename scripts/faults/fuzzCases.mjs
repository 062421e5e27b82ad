// The fuzz run's request generator. Request number i of seed s is always the same request (its
// own random stream), so any failure can be replayed alone: `node scripts/faults/fuzz.mjs
// --seed s --replay i`. What the server handed out during setup (ids, a customer's cookie, an
// admin's token) is filled in from `ctx` when the request is made.

/** mulberry32: small, fast, and the same everywhere. */
export function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const streamFor = (seed, index) => random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35))

// ---- Junk ------------------------------------------------------------------------------------

const HUGE = 'x'.repeat(70 * 1024) // over the JSON endpoints' 64 KB, under the /api limit

export const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'x'.repeat(5000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud83db',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  'e\u0301\u0301\u0301',
  'ǅİßﬀ',
  '😀'.repeat(200),
  '\ufeff',
  '\uffff\ufffe',
  '\u{10ffff}',
  'عربى עברית',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE customers; --',
  '%00',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '\r\nSet-Cookie: x=1',
  'a@b',
  'fuzz@example.org',
  'FUZZ@EXAMPLE.ORG ',
  'a'.repeat(64) + '@' + 'b'.repeat(250) + '.org',
  '+7 (912) 000-00-00',
  '+1 202 555 0143',
  '79120000000',
  'data:image/png;base64,',
  'data:image/png;base64,AAAA',
  'data:image/png;base64,' + 'A'.repeat(300_000),
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'data:image/png;base64,iVBORw0KGgo=',
]

const NUMBERS = [0, -1, 1, 1.5, -0.0001, 1e308, -1e308, 2 ** 53 + 2, 4294967296]

/** A PNG whose header claims 50,000 × 50,000 pixels: the decoder must not believe it. */
function pngBomb() {
  const bytes = Buffer.alloc(57)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(50_000, 16)
  bytes.writeUInt32BE(50_000, 20)
  bytes[24] = 8
  bytes[25] = 6
  bytes.writeUInt32BE(0, 33)
  bytes.write('IDAT', 37, 'latin1')
  bytes.write('IEND', 49, 'latin1')
  return `data:image/png;base64,${bytes.toString('base64')}`
}

function value(r, depth = 0) {
  const roll = r()
  if (roll < 0.45) return pick(r, STRINGS)
  if (roll < 0.6) return pick(r, NUMBERS)
  if (roll < 0.67) return r() < 0.5
  if (roll < 0.73) return null
  if (depth > 2) return {}
  if (roll < 0.82) return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1))
  if (roll < 0.9) return pick(r, [{ $ne: null }, { equals: 'x' }, { exists: true }, { in: [1, 2] }, { __proto__: null, admin: true }])
  return { [pick(r, ['a', 'email', 'id', '__proto__', 'constructor'])]: value(r, depth + 1) }
}

const pick = (r, list) => list[Math.floor(r() * list.length)]
const chance = (r, p) => r() < p

/** A plausible body for an endpoint with some of its fields replaced, dropped or added. */
function mutate(r, shape) {
  const out = {}
  for (const [key, good] of Object.entries(shape)) {
    const roll = r()
    if (roll < 0.15) continue // missing
    if (roll < 0.55) out[key] = good && typeof good === 'object' && !Array.isArray(good) ? mutate(r, good) : good
    else out[key] = value(r)
  }
  if (chance(r, 0.2)) out[pick(r, ['extra', 'role', 'showTotal', 'total', 'locked', 'id', '_status', 'passwordHash', 'hash', 'salt'])] = value(r)
  return out
}

const MALFORMED_JSON = [
  '{',
  '{"email":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{"email":"a@b.org"}',
  '{"a":NaN}',
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}',
  '{"a":"\u0000"}',
  '1',
  '"text"',
  'null',
  'true',
  '[]',
  '[1,2,3]',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"email":"a@b.org","email":"c@d.org"}',
]

/** Bytes that are not UTF-8 at all, inside otherwise good JSON. */
const BAD_UTF8 = [
  Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]), Buffer.from('@x.org"}')]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d]),
]

const deepJson = (n) => '['.repeat(n) + ']'.repeat(n)
const deepObject = (n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  ';;;===',
  'application/json, text/html',
]

const QUERIES = [
  'where[email][equals]=a',
  'where[or][0][id][equals]=1&where[or][1][id][equals]=2',
  'where[id][in]=1,2,3',
  'where[id][in][0]=1&where[id][in][999]=2',
  'where[x][nonexistent_operator]=1',
  'where[id][bogus]=1',
  'where[passwordHash][exists]=true',
  'where[hash][like]=a',
  'where=notanobject',
  'where[]=1',
  'where[title][like]=%25',
  `where[title][contains]=${'y'.repeat(3000)}`,
  'where[createdAt][greater_than]=notadate',
  'where[id][equals]=abc',
  'where[layout.blockType][equals]=hero',
  'where[customer.email][equals]=a@b.org',
  'where[location][near]=1,2,3',
  'where[and][0][or][0][and][0][or][0][and][0][or][0][id][equals]=1',
  'sort=-nonexistent',
  'sort=__proto__',
  `sort=${'a,'.repeat(500)}`,
  'sort=passwordHash',
  'limit=-1',
  'limit=0',
  'limit=1000000000',
  'limit=abc',
  'page=-1',
  'page=0',
  'page=abc',
  'page=99999999',
  'depth=100',
  'depth=-1',
  'depth=abc',
  'locale=all',
  'locale=*',
  'locale=xx',
  'locale[]=en',
  'fallback-locale=none',
  'fallbackLocale=xx',
  'draft=true',
  'draft=maybe',
  'select[title]=true',
  'select[passwordHash]=true',
  'select=junk',
  'populate[media][url]=true',
  'joins[procedures][limit]=1000000',
  'joins=false',
  'pagination=false',
  'trash=true',
  'lng=ru',
  'lng=en',
  'lng=%3Cscript%3E',
  'lng[]=ru',
  `lng=${'r'.repeat(8000)}`,
  'mode=register',
  'mode=%00',
  'subscribed=1',
  '_routes=root,routes/cabinet',
  '_routes=%00',
  '_data=routes/cabinet',
  '%',
  '%zz',
  '%00=1',
  'a[b][c][d][e][f][g][h][i][j][k][l][m]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '&&&',
  '=',
  'a=1&a=2&a=3',
  'limit=10&limit=20',
  'email=%E2%80%AE',
  'x=%ED%A0%80',
  'x=%C0%AF',
]

const ODD_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  '%ED%A0%80',
  '%C0%AF',
  'null',
  '%F0%9F%98%80',
  '%',
  'x'.repeat(3000),
  '1;DROP',
  '1%20OR%201=1',
]

const ODD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'TRACE']

// ---- What there is to hit ----------------------------------------------------------------------

const COLLECTIONS = [
  'pages',
  'media',
  'translations',
  'news',
  'faq',
  'leaders',
  'history-milestones',
  'subsidiaries',
  'users',
  'subscribers',
  'customers',
  'procedures',
  'audit-log',
  'customer-sessions',
  'customer-signatures',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
]
const GLOBALS = ['site-settings', 'navigation']

/** A plausible document for each collection, the starting point of its mutations. */
const DOCS = {
  pages: {
    title: 'Fuzz page',
    path: 'fuzz/page',
    _status: 'published',
    layout: [{ blockType: 'richText', content: { root: { type: 'root', children: [] } } }],
    seo: { description: 'x' },
  },
  media: { alt: 'Alt' },
  translations: { key: 'Fuzz_key', text: 'Text' },
  news: { date: '2026-01-01', headline: 'Headline', link: '/about_us', label: 'Label' },
  faq: {
    category: 'esg',
    question: 'Question?',
    answer: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Answer' }] }] } },
    order: 1,
  },
  leaders: { name: 'Name', photo: 1, position: 'CEO', age: 50, appointments: [{ group: 'board_of_directors', role: 'Chair', termFrom: 2020, termTo: 2024 }] },
  'history-milestones': { period: '1988-1997', year: '1990', image: 1, title: 'Title', order: 1 },
  subsidiaries: { number: 50, name: 'Name', category: 'x', url: 'https://example.org' },
  users: { email: 'staff@veltrana.example', password: 'password-123', role: 'editor', name: 'Name' },
  subscribers: { email: 'sub@example.org', consent: true, language: 'en' },
  customers: {
    email: 'c@example.org',
    firstName: 'Anna',
    lastName: 'Petrova',
    phone: '79120000000',
    address: 'Tverskaya 1',
    balanceDollars: 10.5,
    showTotal: true,
    locked: false,
  },
  procedures: { customer: 1, name: 'Scan', description: 'Yearly', priceDollars: 100.25, paymentDate: '2026-03-01', status: 'paid' },
  'audit-log': { summary: 'forged', action: 'customer.update' },
  'customer-sessions': { tokenHash: 'x', customer: 1, expiresAt: '2099-01-01', lastSeenAt: '2026-01-01' },
  'customer-signatures': { sha256: 'a' },
  'payload-preferences': { key: 'nav', value: { open: true } },
  'payload-locked-documents': { document: { relationTo: 'pages', value: 1 }, globalSlug: null },
  'payload-migrations': { name: 'x', batch: 1 },
}

const REGISTRATION = {
  email: 'new@example.org',
  password: 'password-123',
  confirm: 'password-123',
  data: { phone: '+7 912 000-00-00', firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya 1, Moscow', signature: 'SIGNATURE' },
}

/**
 * The targets, each a function of the random stream and the run's context that returns what to
 * send. Requests are spread evenly over them (request i goes to target i mod n), so each gets
 * its share whatever the count.
 */
function targets() {
  const list = []
  const add = (label, make) => list.push({ label, make })
  const id = (r, ctx, slug) => (chance(r, 0.6) ? String(ctx.ids[slug] ?? 1) : pick(r, ODD_IDS))
  const withQuery = (r, path) => {
    const n = Math.floor(r() * 3)
    if (!n) return path
    return `${path}?${Array.from({ length: n }, () => pick(r, QUERIES)).join('&')}`
  }

  // The JSON API of the cabinet and the site (cms/endpoints).
  add('GET /api/displayData', (r) => ({ method: 'GET', path: withQuery(r, '/api/displayData'), ...(chance(r, 0.3) ? jsonBody(r, { a: 1 }) : {}) }))
  add('POST /api/updateRequest', (r) => ({ method: 'POST', path: '/api/updateRequest', ...jsonBody(r, { email: 'sub@example.org', pics: '1' }) }))
  add('POST /api/register', (r, ctx) => ({ method: 'POST', path: '/api/register', ...jsonBody(r, registration(r, ctx)) }))
  add('POST /api/loginUSR', (r, ctx) => ({
    method: 'POST',
    path: '/api/loginUSR',
    ...jsonBody(r, { email: chance(r, 0.3) ? ctx.targetEmail : 'nobody@example.org', password: 'wrong-password' }),
  }))
  add('POST /api/idData', (r, ctx) => ({ method: 'POST', path: '/api/idData', ...jsonBody(r, { uid: ctx.customerId ?? 1 }) }))
  add('POST /api/logoutUSR', (r) => ({ method: 'POST', path: '/api/logoutUSR', ...jsonBody(r, {}) }))

  // Payload's REST API: every collection, every operation.
  for (const slug of COLLECTIONS) {
    add(`GET /api/${slug}`, (r) => ({ method: 'GET', path: withQuery(r, `/api/${slug}`) }))
    add(`GET /api/${slug}/:id`, (r, ctx) => ({ method: 'GET', path: withQuery(r, `/api/${slug}/${id(r, ctx, slug)}`) }))
    add(`POST /api/${slug}`, (r) => ({ method: 'POST', path: withQuery(r, `/api/${slug}`), ...docBody(r, slug) }))
    add(`PATCH /api/${slug}/:id`, (r, ctx) => ({ method: 'PATCH', path: withQuery(r, `/api/${slug}/${id(r, ctx, slug)}`), ...docBody(r, slug) }))
    add(`PATCH /api/${slug}?where`, (r) => ({ method: 'PATCH', path: `/api/${slug}?${pick(r, QUERIES)}`, ...docBody(r, slug) }))
    add(`DELETE /api/${slug}/:id`, (r) => ({ method: 'DELETE', path: `/api/${slug}/${pick(r, ODD_IDS)}` }))
    add(`DELETE /api/${slug}?where`, (r) => ({ method: 'DELETE', path: `/api/${slug}?${pick(r, QUERIES)}` }))
    add(`GET /api/${slug}/count`, (r) => ({ method: 'GET', path: withQuery(r, `/api/${slug}/count`) }))
  }
  // Versions: pages keep them; asking any other collection or a global is a request too.
  const versioned = (r) => (chance(r, 0.5) ? 'pages' : pick(r, COLLECTIONS))
  add('GET /api/:slug/versions', (r) => ({ method: 'GET', path: withQuery(r, `/api/${versioned(r)}/versions`) }))
  add('GET /api/:slug/versions/:id', (r) => ({ method: 'GET', path: `/api/${versioned(r)}/versions/${chance(r, 0.5) ? '1' : pick(r, ODD_IDS)}` }))
  add('POST /api/:slug/versions/:id', (r) => ({
    method: 'POST',
    path: `/api/${versioned(r)}/versions/${chance(r, 0.5) ? '1' : pick(r, ODD_IDS)}`,
    ...jsonBody(r, {}),
  }))
  add('GET /api/globals/:slug/versions/:id', (r) => ({ method: 'GET', path: `/api/globals/${pick(r, GLOBALS)}/versions/${pick(r, ['1', ...ODD_IDS])}` }))
  add('POST /api/globals/:slug/versions/:id', (r) => ({
    method: 'POST',
    path: `/api/globals/${pick(r, GLOBALS)}/versions/${pick(r, ['1', ...ODD_IDS])}`,
    ...jsonBody(r, {}),
  }))
  add('POST /api/:slug/access/:id', (r, ctx) => ({ method: 'POST', path: `/api/${pick(r, COLLECTIONS)}/access/${id(r, ctx, 'pages')}`, ...jsonBody(r, {}) }))
  add('GET /api/access', () => ({ method: 'GET', path: '/api/access' }))

  // Staff authentication (users).
  for (const op of ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'first-register']) {
    add(`POST /api/users/${op}`, (r) => ({
      method: 'POST',
      path: `/api/users/${op}`,
      ...jsonBody(r, { email: 'nobody@veltrana.example', password: 'password-123', token: 'x', confirmPassword: 'x', code: '123456', enrolment: 'e30.x' }),
      noAdmin: true,
    }))
  }
  // Two-factor sign-in from the admin: setting it up, confirming, turning it off, an admin's reset.
  for (const op of ['two-factor/setup', 'two-factor/confirm', 'two-factor/disable']) {
    add(`POST /api/users/${op}`, (r) => ({ method: 'POST', path: `/api/users/${op}`, ...jsonBody(r, { code: '123456', enrolment: 'e30.x' }) }))
  }
  add('POST /api/users/:id/two-factor/reset', (r, ctx) => ({ method: 'POST', path: `/api/users/${id(r, ctx, 'users')}/two-factor/reset`, ...jsonBody(r, {}) }))
  add('POST /api/users/verify/:token', (r) => ({ method: 'POST', path: `/api/users/verify/${pick(r, ODD_IDS)}`, noAdmin: true }))
  add('GET /api/users/me', () => ({ method: 'GET', path: '/api/users/me' }))
  add('GET /api/users/init', () => ({ method: 'GET', path: '/api/users/init' }))

  // Files.
  add('POST /api/media (upload)', (r) => ({ method: 'POST', path: '/api/media', ...multipart(r, { _payload: JSON.stringify(mutate(r, DOCS.media)) }, true) }))
  add('POST /api/customer-signatures (upload)', (r) => ({
    method: 'POST',
    path: '/api/customer-signatures',
    ...multipart(r, { _payload: '{"sha256":"a"}' }, true),
  }))
  add('GET /api/media/file/:name', (r, ctx) => ({ method: 'GET', path: `/api/media/file/${chance(r, 0.5) ? ctx.mediaFile : pick(r, ODD_IDS)}` }))
  add('GET /api/customer-signatures/file/:name', (r, ctx) => ({
    method: 'GET',
    path: `/api/customer-signatures/file/${chance(r, 0.5) ? ctx.signatureFile : pick(r, ODD_IDS)}`,
  }))

  // Globals.
  for (const slug of GLOBALS) {
    add(`GET /api/globals/${slug}`, (r) => ({ method: 'GET', path: withQuery(r, `/api/globals/${slug}`) }))
    add(`POST /api/globals/${slug}`, (r) => ({
      method: 'POST',
      path: withQuery(r, `/api/globals/${slug}`),
      ...jsonBody(r, {
        brand: 'Brand',
        phone: '+7 495 000-00-00',
        email: 'a@b.org',
        phoneRegion: 'RU',
        social: [{ network: 'facebook', url: 'https://x' }],
        items: [{ label: 'A', href: '/' }],
        legal: [],
      }),
    }))
    add(`GET /api/globals/${slug}/versions`, (r) => ({ method: 'GET', path: withQuery(r, `/api/globals/${slug}/versions`) }))
  }
  add('ANY /api/<unknown>', (r) => ({
    method: pick(r, ODD_METHODS),
    path: `/api/${pick(r, ['graphql', 'og', 'nothing', '', '..', '%2e%2e', 'globals', 'globals/nothing', 'users/nothing/deeper'])}`,
    ...jsonBody(r, { query: '{ __schema { types { name } } }' }),
  }))

  // The site's form actions (Remix): the footer sign-up, the cabinet's two forms, sign-out.
  add('POST /subscribe', (r) => ({
    method: 'POST',
    path: withQuery(r, pick(r, ['/subscribe', '/subscribe?index', '/subscribe.data'])),
    ...formBody(r, { email: 'sub@example.org', pics: '1', enhanced: '1', from: '/about_us' }),
  }))
  add('POST /cabinet (login)', (r, ctx) => ({
    method: 'POST',
    path: pick(r, ['/cabinet', '/cabinet.data', '/cabinet?index']),
    ...formBody(r, { intent: 'login', email: ctx.targetEmail ?? 'a@b.org', password: 'wrong-password' }),
  }))
  add('POST /cabinet (register)', (r, ctx) => ({
    method: 'POST',
    path: pick(r, ['/cabinet', '/cabinet.data']),
    ...formBody(r, { intent: 'register', ...flat(registration(r, ctx)) }),
  }))
  add('POST /dashboard (sign out)', (r) => ({ method: 'POST', path: pick(r, ['/dashboard', '/dashboard.data']), ...formBody(r, {}) }))
  add('POST <page without an action>', (r) => ({
    method: 'POST',
    path: pick(r, ['/', '/about_us', '/about_us/history', '/nothing-here', '/_root.data', '/sitemap.xml']),
    ...formBody(r, { a: '1' }),
  }))
  // Pages, the language switch (?lng) and Remix's data requests, with odd query strings.
  add('GET <page>?<query>', (r) => ({
    method: pick(r, ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']),
    path: withQuery(
      r,
      pick(r, [
        '/',
        '/about_us',
        '/about_us/history',
        '/cabinet',
        '/dashboard',
        '/subscribe',
        '/sitemap.xml',
        '/robots.txt',
        '/_root.data',
        '/cabinet.data',
        '/.data',
        '/nothing/%',
        '/%E2%80%AE',
        '/%ED%A0%80',
        '/%C0%AF',
        `/${'x'.repeat(4000)}`,
      ]),
    ),
  }))
  return list
}

function registration(r, ctx) {
  const body = mutate(r, REGISTRATION)
  if (body.data && typeof body.data === 'object' && body.data.signature === 'SIGNATURE') body.data.signature = chance(r, 0.7) ? ctx.signature : pngBomb()
  return body
}

/** Nested objects as bracketed form fields, as a browser never sends but a client may. */
function flat(object, prefix = '') {
  const out = {}
  for (const [key, v] of Object.entries(object ?? {})) {
    const name = prefix ? `${prefix}[${key}]` : key
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flat(v, name))
    else out[name] = v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)
  }
  return out
}

// ---- Bodies ---------------------------------------------------------------------------------------

/** A JSON-ish body: mostly a mutated version of `shape`, sometimes malformed or oversized. */
function jsonBody(r, shape) {
  const roll = r()
  let body
  let type = 'application/json'
  if (roll < 0.55) body = JSON.stringify(mutate(r, shape))
  else if (roll < 0.7) body = pick(r, MALFORMED_JSON)
  else if (roll < 0.74) body = pick(r, BAD_UTF8)
  else if (roll < 0.77) body = chance(r, 0.5) ? deepJson(20_000) : deepObject(5_000)
  else if (roll < 0.8) body = JSON.stringify({ ...shape, padding: HUGE })
  else if (roll < 0.82) return { body: JSON.stringify({ padding: 'z'.repeat(1.5 * 1024 * 1024) }), headers: { 'content-type': type }, big: true }
  else if (roll < 0.85) body = undefined
  else if (roll < 0.9) body = new URLSearchParams(flat(mutate(r, shape))).toString()
  else body = JSON.stringify(mutate(r, shape))
  if (chance(r, 0.2)) type = pick(r, CONTENT_TYPES)
  return { body, headers: body === undefined && chance(r, 0.5) ? {} : { 'content-type': type } }
}

function docBody(r, slug) {
  if (slug === 'media' || slug === 'customer-signatures')
    return chance(r, 0.5) ? multipart(r, { _payload: JSON.stringify(mutate(r, DOCS[slug])) }, true) : jsonBody(r, DOCS[slug])
  return jsonBody(r, DOCS[slug])
}

/** A form post: urlencoded or multipart, sometimes with the wrong type or no body. */
function formBody(r, fields) {
  const mutated = {}
  for (const [key, good] of Object.entries(fields)) {
    if (chance(r, 0.1)) continue
    mutated[key] = chance(r, 0.6) ? good : String(pick(r, STRINGS))
  }
  if (chance(r, 0.15)) mutated[pick(r, ['intent', 'email', '__proto__', 'a[b]', 'email[]', ''])] = String(pick(r, STRINGS))
  const roll = r()
  if (roll < 0.5) {
    const body = new URLSearchParams(mutated).toString()
    return { body, headers: { 'content-type': chance(r, 0.85) ? 'application/x-www-form-urlencoded' : pick(r, CONTENT_TYPES) } }
  }
  if (roll < 0.75) return multipart(r, mutated, false)
  if (roll < 0.8)
    return {
      body: `${pick(r, ['%', '%zz', 'a=%E0%A4%A', '&&==&&', 'email=%ED%A0%80'])}&email=a`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }
  if (roll < 0.83) return { body: 'e='.concat('q'.repeat(300 * 1024)), headers: { 'content-type': 'application/x-www-form-urlencoded' }, big: true }
  if (roll < 0.9) return jsonBody(r, fields)
  return { body: undefined, headers: chance(r, 0.5) ? { 'content-type': pick(r, CONTENT_TYPES) } : {} }
}

function multipart(r, fields, withFile) {
  const boundary = 'fuzzboundary'
  const parts = []
  for (const [name, v] of Object.entries(fields)) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`)
  if (withFile || chance(r, 0.2)) {
    const file = pick(r, [Buffer.from('not an image'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(0), Buffer.from('<svg onload="alert(1)"/>')])
    parts.push(
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${pick(r, ['a.png', '../../x.png', '\u202egnp.exe', 'a'.repeat(300), ''])}"\r\nContent-Type: ${pick(r, ['image/png', 'image/svg+xml', 'application/x-msdownload', ''])}\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]),
    )
  }
  const end = chance(r, 0.85) ? `--${boundary}--\r\n` : `--${boundary}` // sometimes cut short
  const body = Buffer.concat([...parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))), Buffer.from(end)])
  const type = chance(r, 0.85) ? `multipart/form-data; boundary=${boundary}` : pick(r, CONTENT_TYPES)
  return { body, headers: { 'content-type': type } }
}

// ---- Who asks -----------------------------------------------------------------------------------

/** Headers of the asker: nobody, the signed-in customer, the admin, or forged credentials. */
function asker(r, ctx, noAdmin) {
  const roll = r()
  const headers = {}
  if (roll < 0.45) {
    // anonymous
  } else if (roll < 0.6) headers.cookie = ctx.customerCookie ?? ''
  else if (roll < 0.75 && !noAdmin) headers.authorization = `JWT ${ctx.adminToken}`
  else {
    const forged = pick(r, [
      { authorization: 'JWT garbage' },
      { authorization: 'Bearer ' + 'a'.repeat(500) },
      { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwicm9sZSI6ImFkbWluIn0.' },
      { cookie: 'payload-token=garbage' },
      { cookie: `veltrana_cabinet=${'A'.repeat(43)}` },
      { cookie: 'veltrana_cabinet=../../etc/passwd; veltrana_cabinet=x' },
      { cookie: ';;;=;=;' },
      { cookie: `i18next=${pick(r, ['ru', 'xx', '%00', 'r'.repeat(2000)])}` },
      { 'accept-language': pick(r, ['*', 'ru;q=abc', 'xx-YY,zz;q=0.1', ';;;', 'ru-RU,ru;q=0.9,en;q=0.8']) },
      { origin: pick(r, ['https://evil.example', 'null', 'http://127.0.0.1']) },
      { 'x-payload-http-method-override': 'GET' },
      { 'x-http-method-override': 'DELETE' },
      { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      { range: 'bytes=0-1,5-6,9999999-' },
      { 'if-none-match': '*' },
      { 'accept-encoding': 'br;q=abc, *;q=0' },
    ])
    Object.assign(headers, forged)
  }
  if (chance(r, 0.1)) headers.accept = pick(r, ['application/json', 'text/html', '*/*', 'application/xml', ''])
  return headers
}

// ---- The request --------------------------------------------------------------------------------

let cachedTargets
export const targetList = () => (cachedTargets ??= targets())

/** Request number `index` of the run with `seed`. */
export function makeRequest(seed, index, ctx) {
  const list = targetList()
  const target = list[index % list.length]
  const r = streamFor(seed, index)
  const made = target.make(r, ctx)
  // Now and then another method on the same path.
  const method = chance(r, 0.08) ? pick(r, ODD_METHODS) : made.method
  // The admin's token never goes with a write to staff accounts: the fuzz would change the
  // admin's own e-mail or password (or delete them) and lose its admin for the rest of the run.
  const spareAdmin = made.noAdmin || (made.path.startsWith('/api/users') && method !== 'GET')
  const request = {
    label: target.label,
    method,
    path: made.path,
    headers: { ...asker(r, ctx, spareAdmin), ...(made.headers ?? {}) },
    body: made.body,
    big: Boolean(made.big),
  }
  // Now and then a body sent in chunks of unknown length.
  if (request.body !== undefined && chance(r, 0.05)) request.chunked = true
  if (chance(r, 0.03) && !/^\/(api\/media|admin)/.test(request.path)) {
    // A declared length far over the limit, with a short body: refused before it is read.
    request.headers['content-length'] = String(50 * 1024 * 1024)
    request.body = '{}'
    request.chunked = false
    request.fresh = true
  }
  if (request.method === 'HEAD' || request.method === 'GET' || request.method === 'OPTIONS' || request.method === 'TRACE') {
    if (chance(r, 0.7)) request.body = undefined
  }
  if (request.big || request.chunked) request.fresh = true
  return request
}
