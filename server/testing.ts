// For the HTTP layer's tests: a server on a free loopback port, and raw requests (fetch would
// decompress bodies and hide the encoding).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

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
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}
