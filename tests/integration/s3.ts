// A stand-in for an S3 bucket on loopback, for the storage tests: the few object calls Payload's
// S3 adapter makes (PUT, HEAD, GET, DELETE of one key, path-style), kept in memory. It checks no
// signatures and implements nothing else; a real S3 service is not run here (README).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeS3 = {
  endpoint: string
  /** Stored objects by "bucket/key". */
  objects: Map<string, { body: Buffer; contentType: string }>
  /** Every request as "METHOD bucket/key". */
  requests: string[]
  close: () => Promise<void>
}

const notFound = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>'

export async function startFakeS3(port = 0): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map()
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1))
      requests.push(`${req.method} ${key}`)
      const object = objects.get(key)
      const etag = (body: Buffer) => `"${body.length.toString(16)}-${body.subarray(0, 8).toString('hex')}"`
      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks)
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') })
        res.writeHead(200, { etag: etag(body) }).end()
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else if ((req.method === 'GET' || req.method === 'HEAD') && object) {
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: etag(object.body) })
        res.end(req.method === 'GET' ? object.body : undefined)
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : notFound)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
