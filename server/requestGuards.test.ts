import { describe, expect, it } from 'vitest'
import { requestGuards } from './requestGuards'

const guard = requestGuards

/** What the guard answers: the status it refused with, or 'next' when it let the request by. */
function run(method: string, path: string, headers: Record<string, string> = {}): number | 'next' {
  let status: number | 'next' = 'next'
  const res = {
    setHeader: () => res,
    status: (code: number) => {
      status = code
      return res
    },
    json: () => res,
  }
  const req = { method, path, headers: { host: 'site.example', ...headers } }
  guard(req as never, res as never, () => undefined)
  return status
}

describe('requestGuards', () => {
  it('refuses methods nothing behind answers', () => {
    expect(run('TRACE', '/')).toBe(405)
    expect(run('PROPFIND', '/api/pages')).toBe(405)
    expect(run('PATCH', '/api/pages/1')).toBe('next')
  })

  it('refuses paths whose escapes are not UTF-8, or that climb with dot segments', () => {
    for (const path of ['/%', '/api/news/%C0%AF', '/%ED%A0%80', '/api/%2e%2e', '/admin/%2E%2E/api/users', '/api/./users', '/a/../b'])
      expect(run('GET', path), path).toBe(400)
    for (const path of ['/%E2%80%AE', '/api/media/file/a..b.png', '/.well-known/x']) expect(run('GET', path), path).toBe('next')
  })

  it('refuses posts and data requests to pages from another origin, as Remix and Next would (but with 403)', () => {
    expect(run('POST', '/cabinet', { origin: 'https://evil.example' })).toBe(403)
    expect(run('POST', '/cabinet', { origin: 'null' })).toBe(403)
    expect(run('POST', '/cabinet', { origin: 'not a url' })).toBe(403)
    expect(run('HEAD', '/cabinet.data', { origin: 'https://evil.example' })).toBe(403)
    expect(run('POST', '/cabinet', { origin: 'http://site.example' })).toBe('next')
    expect(run('POST', '/cabinet')).toBe('next')
    expect(run('GET', '/cabinet', { origin: 'https://evil.example' })).toBe('next')
    expect(run('HEAD', '/cabinet', { origin: 'https://evil.example' })).toBe('next')
    expect(run('POST', '/admin', { origin: 'https://evil.example' })).toBe(403)
    expect(run('POST', '/admin/collections/pages', { origin: 'http://site.example' })).toBe('next')
    // The API has its own rules (Payload's CSRF list, the cabinet endpoints' origin check).
    expect(run('POST', '/api/loginUSR', { origin: 'https://evil.example' })).toBe('next')
  })
})
