import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulClose, type GracefulClose } from './gracefulClose'

// Closing a server loses no request: in flight ones finish, a keep-alive client is told to
// reconnect, idle connections go once idle for a while, nothing new is accepted, and a request
// that never finishes is cut off at the deadline.

type Running = { origin: string; closing: GracefulClose; server: http.Server }
const running: http.Server[] = []
afterEach(() => {
  for (const server of running.splice(0)) server.close()
})

/** `/slow?ms=N` answers after N ms; `/never` never answers; `/whole?bytes=N` is answered whole
 * at once, as a cache hit is; anything else at once. */
async function start(idleMs = 200): Promise<Running> {
  const server = http.createServer()
  const closing = gracefulClose(server, { idleMs })
  server.on('request', (req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/whole') {
      res.end(Buffer.alloc(Number(url.searchParams.get('bytes')), 'x'))
      return closing.answered(req)
    }
    closing.track(req, res)
    if (url.pathname === '/never') return
    const ms = Number(url.searchParams.get('ms') ?? 0)
    setTimeout(() => res.end('done'), ms)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  running.push(server)
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, closing, server }
}

type Reply = { status: number; connection: string | undefined; body: string }
function get(url: string, agent?: http.Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }))
      })
      .on('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('closing the server gracefully', () => {
  it('finishes the requests in flight, telling their clients to reconnect, then resolves', async () => {
    const { origin, closing } = await start()
    const inFlight = get(`${origin}/slow?ms=300`)
    await sleep(50)
    const closed = closing.close(5000)
    expect(closing.closing()).toBe(true)
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done' })
    expect(await closed).toEqual({ cut: 0 })
  })

  it('accepts no new connection once closing', async () => {
    const { origin, closing } = await start()
    const inFlight = get(`${origin}/slow?ms=300`)
    await sleep(50)
    void closing.close(5000)
    await expect(get(`${origin}/`)).rejects.toThrow(/ECONNREFUSED/)
    await inFlight
  })

  it('answers a request sent on a kept-alive connection after closing began, with Connection: close', async () => {
    const { origin, closing } = await start(500)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await get(`${origin}/`, agent)).connection).toBe('keep-alive')
    const closed = closing.close(5000)
    // The connection is idle, but not for long enough to be closed under a client that is sending.
    expect(await get(`${origin}/`, agent)).toEqual({ status: 200, connection: 'close', body: 'done' })
    expect(await closed).toEqual({ cut: 0 })
    agent.destroy()
  })

  it('closes a kept-alive connection that stays idle', async () => {
    const { origin, closing } = await start(200)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    await get(`${origin}/`, agent)
    const socket = Object.values(agent.freeSockets)[0]![0]!
    const socketClosed = new Promise((resolve) => socket.once('close', resolve))
    const started = Date.now()
    expect(await closing.close(5000)).toEqual({ cut: 0 })
    await socketClosed
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
    agent.destroy()
  })

  it('lets a slow reader of a response answered whole at once have all of it', async () => {
    const { origin, closing } = await start(100)
    // Far more than the socket buffers hold: most of it waits in the server while the reader pauses.
    const bytes = 64 * 1024 * 1024
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${origin}/whole?bytes=${bytes}`, (res) => resolve(res.pause())).on('error', reject)
    })
    const closed = closing.close(5000)
    // Idle by the clock for longer than idleMs, with most of the body still queued.
    await sleep(400)
    let length = 0
    response.on('data', (chunk: Buffer) => (length += chunk.length)).resume()
    await new Promise((resolve) => response.once('close', resolve))
    expect(length).toBe(bytes)
    expect(await closed).toEqual({ cut: 0 })
  })

  it('cuts off what is still unanswered at the deadline, and says how many', async () => {
    const { origin, closing } = await start()
    const stuck = get(`${origin}/never`).catch((error: Error) => error)
    await sleep(50)
    const started = Date.now()
    expect(await closing.close(300)).toEqual({ cut: 1 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await stuck).toBeInstanceOf(Error)
  })

  it('returns the same closing when told twice', async () => {
    const { closing } = await start()
    expect(closing.close()).toBe(closing.close())
  })
})
