import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { serveSite, type Site } from '../../tests/integration/site'

// The site as server/app.ts serves it (the HTML cache in front), on the seeded demo content: a page
// in a low-vision setting is rendered from the cookie and kept apart from the ordinary page.

let cms: TestCms
let site: Site
beforeAll(async () => {
  cms = await bootTestPayload({ seed: true })
  cms.payload.logger.level = 'warn'
  site = await serveSite(cms.payload)
}, 600_000) // the seeded template is made first when the sources changed
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

const LARGEST_WHITE_ON_BLACK_NO_IMAGES = 'lowvision=2210'
const openingTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? ''

describe('the version for the visually impaired', () => {
  it('offers its settings in the header, first after the skip link, in the page’s language', async () => {
    for (const [cookie, label] of [
      ['i18next=en', 'Version for the visually impaired'],
      ['i18next=ru', 'Версия для слабовидящих'],
    ]) {
      const { text } = await site.get('/about_us', { cookie })
      const skip = text.indexOf('class="skip-link"')
      const control = text.indexOf('class="lv-control"')
      expect(skip).toBeGreaterThan(0)
      expect(control).toBeGreaterThan(skip)
      // Nothing focusable between the skip link and the control.
      expect(text.slice(skip, control)).not.toMatch(/<(a|button|input|summary)[\s>]/)
      expect(text.slice(control)).toContain(label)
      expect(text).toMatch(/<form method="post" action="\/low-vision"/)
    }
  })

  it('renders a page in the reader’s setting, with images as their text, and the ordinary page for everyone else from the cache', async () => {
    const ordinary = await site.get('/')
    expect(openingTag(ordinary.text)).not.toContain('data-lv')
    expect(ordinary.text).toMatch(/<img[^>]*alt=""/)

    const chosen = await site.get('/', { cookie: LARGEST_WHITE_ON_BLACK_NO_IMAGES })
    expect(openingTag(chosen.text)).toContain('data-lv-size="largest"')
    expect(openingTag(chosen.text)).toContain('data-lv-scheme="white-black"')
    expect(openingTag(chosen.text)).toContain('data-hide-images')
    expect(openingTag(chosen.text)).toContain('data-still')
    // No image at all is left: the decorative ones went, the informative ones left their text.
    expect(chosen.text).not.toMatch(/<img[\s>]/)
    expect(chosen.text).toContain('class="image-text"')
    // The settings the reader chose are the ones checked.
    expect(chosen.text).toContain('name="size" checked="" value="largest"')

    const again = await site.get('/', { cookie: LARGEST_WHITE_ON_BLACK_NO_IMAGES })
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.text).toBe(chosen.text)
    const second = await site.get('/')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.text).toBe(ordinary.text)
  })

  it('shows the settings on a page of their own', async () => {
    const { status, text } = await site.get('/low-vision', { cookie: 'i18next=ru; lowvision=1300' })
    expect(status).toBe(200)
    expect(text).toContain('<h1>Версия для слабовидящих</h1>')
    expect(openingTag(text)).toContain('data-lv-scheme="blue"')
  })
})
