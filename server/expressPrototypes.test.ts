import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, it } from 'vitest'
import { expressServerOptions } from './expressPrototypes'

// Requests and responses are born with Express's prototypes, so Express has none to change, and
// they behave as Node's and Express's own: query, body, headers, status.

let server: http.Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

it('makes requests and responses Express uses as they are', async () => {
  const app = express()
  app.post('/echo', express.text(), (req, res) => {
    res.status(201).set('x-seen', String(req.query.q)).json({ body: req.body, ip: req.ip })
  })
  const born: boolean[] = []
  server = http.createServer(expressServerOptions(app), (req, res) => {
    born.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response)
    app(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/echo?q=1`, { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } })
  expect(born).toEqual([true, true])
  expect(response.status).toBe(201)
  expect(response.headers.get('x-seen')).toBe('1')
  expect(await response.json()).toEqual({ body: 'hello', ip: '127.0.0.1' })
})
