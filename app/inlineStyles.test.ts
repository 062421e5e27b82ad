import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetEnv } from '../common/env.server'
import { collectSplices, splice } from '../ui/islands/splices'
import { STYLESHEETS_SLOT } from '../ui/page/stylesheets'
import { documentBytes } from './inlineStyles.server'

describe('stylesheets written into the page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
  beforeAll(() => {
    fs.mkdirSync(path.join(root, 'build/client/assets'), { recursive: true })
    fs.writeFileSync(path.join(root, 'build/client/assets/app-1.css'), 'body{color:navy}/*</style><script>x()</script>*/')
    vi.stubEnv('APP_ROOT', root)
    vi.stubEnv('NODE_ENV', 'production')
    resetEnv()
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    resetEnv()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('replaces each built stylesheet link with its contents, which cannot close the element', () => {
    const html = documentBytes('<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="stylesheet" href="/assets/missing-2.css"/></head>').toString()
    expect(html).toBe(
      '<head><style data-href="/assets/app-1.css">body{color:navy}/*<\\/style><script>x()</script>*/</style><link rel="stylesheet" href="/assets/missing-2.css"/></head>',
    )
  })

  it('writes them into a rendered document’s head and passes its body on unchanged', () => {
    const body = '<body><p>Привет — <link rel="stylesheet" href="/assets/app-1.css"/></p></body></html>'
    const html = documentBytes(`<html><head><link rel="stylesheet" href="/assets/app-1.css"/></head>${body}`).toString()
    expect(html).toBe(`<html><head><style data-href="/assets/app-1.css">body{color:navy}/*<\\/style><script>x()</script>*/</style></head>${body}`)
  })

  it('puts the stylesheets the page’s components used in the head’s slot, written in too', () => {
    const page = `<html><head><title>t</title>${STYLESHEETS_SLOT}</head><body>${STYLESHEETS_SLOT}</body></html>`
    const html = documentBytes(page, { stylesheets: ['/assets/app-1.css', '/assets/missing-2.css'] }).toString()
    expect(html).toBe(
      `<html><head><title>t</title><style data-href="/assets/app-1.css">body{color:navy}/*<\\/style><script>x()</script>*/</style><link rel="stylesheet" href="/assets/missing-2.css"/></head><body>${STYLESHEETS_SLOT}</body></html>`,
    )
    expect(documentBytes(page).toString()).toBe(`<html><head><title>t</title></head><body>${STYLESHEETS_SLOT}</body></html>`)
  })

  it('leaves development pages alone', () => {
    vi.stubEnv('NODE_ENV', 'development')
    resetEnv()
    expect(documentBytes(`<head>${STYLESHEETS_SLOT}</head>`, { stylesheets: ['/ui/a.css'] }).toString()).toBe(
      '<head><link rel="stylesheet" href="/ui/a.css"/></head>',
    )
    expect(documentBytes('<link rel="stylesheet" href="/assets/app-1.css"/>').toString()).toBe('<link rel="stylesheet" href="/assets/app-1.css"/>')
    vi.stubEnv('NODE_ENV', 'production')
    resetEnv()
  })

  it('writes spliced island renders back as bytes, in document order, each encoded once', () => {
    const banner = { html: '<p>Привет — banner</p>' }
    const header = { html: '<nav>header</nav>' }
    expect(splice(banner, 'html')).toBe(banner.html)
    const page = () => `<head></head><body>${splice(header, 'html')}<main>${splice(banner, 'html')}</main>${splice(banner, 'html')}</body>`
    const { document, splices } = collectSplices(page)
    expect(document).not.toContain('Привет')
    expect(splices[1]).toBe(splices[2])
    expect(documentBytes(document, { splices }).toString()).toBe(page())
  })
})
