// For the HTTP layer's tests: a server on a free loopback port, and raw requests (fetch would
// decompress bodies and hide the encoding).
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

export type Listening = { origin: string; close: () => Promise<void> }

export async function listen(handler: http.RequestListener, options: http.ServerOptions = {}): Promise<Listening> {
  const server = http.createServer(options, handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return answerOf((reply) => http.request(url, { method, headers }, reply), body)
}

/** A request to loopback `port` with exactly this target and these headers: no Host is added, so
 * a test can send any Host, or a target that is not a path. */
export function rawTarget(port: number | string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return answerOf((reply) => http.request({ host: '127.0.0.1', port, path, method, headers, setHost: false }, reply), body)
}

function answerOf(send: (reply: (res: http.IncomingMessage) => void) => http.ClientRequest, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = send((res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A port free on loopback now, for a server started in another process. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
