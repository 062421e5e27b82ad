import { describe, expect, it } from 'vitest'
import { payloadBehindOneProxy } from '../../tests/integration/http'
import { staffUser } from '../../tests/integration/payload'

// Staff sign-in (POST /api/users/login, also what the admin's login form posts) over a real
// connection behind one trusted proxy: guessing is limited per client and per e-mail, the owner
// of an attacked account still signs in from their own address, and no answer tells a staff
// e-mail from an unknown one.

const served = payloadBehindOneProxy()
const ADMIN = 'admin@veltrana.example'

/** A sign-in as the proxy forwards it from `client`. */
const signIn = (client: string, email: string, password: string) => served().api.post('/api/users/login', { email, password }, { 'x-forwarded-for': client })
const answer = (reply: { status: number; json: unknown }) => ({ status: reply.status, body: reply.json })

describe('staff sign-in', () => {
  it('holds back a client guessing an account, while its owner signs in from elsewhere', async () => {
    const guesses = []
    for (let i = 0; i < 6; i++) guesses.push(await signIn('198.51.100.1', ADMIN, `guess-${i}`))
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 401, 429])
    // The right password from the attacker's address is refused too: no oracle for the guess.
    expect((await signIn('198.51.100.1', ADMIN, 'test-admin-password')).status).toBe(429)
    const owner = await signIn('198.51.100.2', ADMIN, 'test-admin-password')
    expect(owner.status, owner.text).toBe(200)
    expect(owner.json.token).toEqual(expect.any(String))
  })

  it('answers an attacked staff account exactly as an unknown e-mail', async () => {
    const staff = await staffUser(served().cms.payload, 'editor')
    const known: unknown[] = []
    const unknown: unknown[] = []
    for (let i = 0; i < 6; i++) {
      known.push(answer(await signIn('198.51.100.3', staff.email, `guess-${i}`)))
      unknown.push(answer(await signIn('198.51.100.4', 'nobody@veltrana.example', `guess-${i}`)))
    }
    expect(known).toEqual(unknown)
    expect(known.map((a) => (a as { status: number }).status)).toEqual([401, 401, 401, 401, 401, 429])
    // The account itself was never locked: its owner signs in.
    expect((await signIn('198.51.100.5', staff.email, 'staff-password-1')).status).toBe(200)
  })

  it('refuses the 21st attempt in 15 minutes from one client, whatever the accounts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await signIn(`10.9.${i}.1, 198.51.100.6`, `someone-${i}@veltrana.example`, 'guess')).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses[20]).toBe(429)
  })
})
