import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'

// The admin's sign-in cookie on a site served over HTTPS: Payload's login answered through its
// REST router, with SERVER_URL an https:// origin.

let cms: TestCms
let send: Send
const before = process.env.SERVER_URL

beforeAll(async () => {
  process.env.SERVER_URL = 'https://www.veltrana.example'
  // A public origin: the server refuses to let staff skip the second factor there.
  cms = await bootTestPayload({ twoFactor: 'required' })
  send = await restClient()
})
afterAll(async () => {
  await cms?.close()
  if (before === undefined) delete process.env.SERVER_URL
  else process.env.SERVER_URL = before
})

describe('admin sign-in over HTTPS', () => {
  it('sets the token cookie Secure and HttpOnly', async () => {
    const user = await staffUser(cms.payload, 'editor')
    const reply = await send('POST', '/api/users/login', {
      headers: { origin: 'https://www.veltrana.example' },
      body: { email: user.email, password: 'staff-password-1' },
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.setCookie).toMatch(/payload-token=/)
    expect(reply.setCookie).toMatch(/;\s*Secure/i)
    expect(reply.setCookie).toMatch(/;\s*HttpOnly/i)
  })
})
