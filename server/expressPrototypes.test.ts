import express from 'express'
import { afterEach, expect, it } from 'vitest'
import { expressServerOptions } from './expressPrototypes'
import { listen, type Listening } from './testing'

// Requests and responses are born with Express's prototypes, so Express has none to change, and
// they behave as Node's and Express's own: query, body, headers, status.

let server: Listening | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

it('makes requests and responses Express uses as they are', async () => {
  const app = express()
  app.post('/echo', express.text(), (req, res) => {
    res.status(201).set('x-seen', String(req.query.q)).json({ body: req.body, ip: req.ip })
  })
  const born: boolean[] = []
  const options = expressServerOptions(app)
  server = await listen((req, res) => {
    born.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response)
    app(req, res)
  }, options)
  const response = await fetch(`${server.origin}/echo?q=1`, { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } })
  expect(born).toEqual([true, true])
  expect(response.status).toBe(201)
  expect(response.headers.get('x-seen')).toBe('1')
  expect(await response.json()).toEqual({ body: 'hello', ip: '127.0.0.1' })
})
