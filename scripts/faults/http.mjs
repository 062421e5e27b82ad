// One HTTP request with every part under the caller's control: raw body bytes, any method,
// any header, a declared length that lies, a chunked body. `fetch` would tidy all of these up.
import http from 'node:http'

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 32 })

/**
 * Resolves with { status, headers, body, ms } or, when no response came, { status: 0, error }.
 * Never rejects. `fresh` uses a connection of its own, closed afterwards: for requests whose
 * framing is odd on purpose, so they cannot disturb the next request on a shared connection.
 */
export function send(origin, { method = 'GET', path = '/', headers = {}, body, chunked = false, fresh = false, timeoutMs = 30_000 }) {
  const url = new URL(origin)
  const bytes = body === undefined || body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body)
  const head = { ...headers }
  if (fresh) head.connection = 'close'
  if (chunked) head['transfer-encoding'] = 'chunked'
  else if (bytes && head['content-length'] === undefined) head['content-length'] = String(bytes.length)
  const started = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const done = (value) => {
      if (settled) return
      settled = true
      resolve({ ...value, ms: Math.round(performance.now() - started) })
    }
    let request
    try {
      request = http.request({ host: url.hostname, port: url.port, method, path, headers: head, agent: fresh ? false : keepAlive }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', (error) =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), error: error.code || error.message }),
        )
      })
    } catch (error) {
      // Node's client refuses some requests itself (a bad header character, say): not sent.
      done({ status: -1, error: `not sent: ${error.code || error.message}` })
      return
    }
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('no response in time'), { code: 'TIMEOUT' })))
    request.on('error', (error) => done({ status: 0, error: error.code || error.message }))
    if (!bytes) request.end()
    else if (chunked) {
      const half = Math.floor(bytes.length / 2)
      request.write(bytes.subarray(0, half))
      request.end(bytes.subarray(half))
    } else request.end(bytes)
  })
}

/** The session cookie a response set, as "name=value" for a Cookie header. */
export const cookieFrom = (response) => {
  const set = response.headers?.['set-cookie'] ?? []
  return set.map((c) => c.split(';')[0]).find((c) => !c.endsWith('=')) ?? null
}

export const json = (response) => {
  try {
    return JSON.parse(response.body.toString('utf8'))
  } catch {
    return null
  }
}
