// What a page tells link previews and search engines, over HTTP on a real Payload: Open Graph and
// Twitter's card on every kind of page (its share image, else its hero's picture, else the home
// page's, at the share rendition's 1200×630), the organisation on the home page, the breadcrumbs
// of a page below another (visible and as BreadcrumbList, in both languages), the error pages'
// head; and the editor's focal point deciding both the page's crop and the share rendition's.
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaDir, serverURL } from '../../common/env.server'
import type { Media } from '../../common/payload-types'
import { headOf } from '../../tests/integration/head'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { serveSite, type Site } from '../../tests/integration/site'

let cms: TestCms
let site: Site
const ORIGIN = () => serverURL()
const SHARE_FILE = /\/api\/media\/file\/[^"?]+-1200x630\.webp$/

beforeAll(async () => {
  // The demo content, as `npm start` seeds it.
  cms = await bootTestPayload({ seed: true })
  site = await serveSite(cms.payload, { cache: false })
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

const headAt = async (address: string) => {
  const reply = await site.get(address)
  expect(reply.status, address).toBe(200)
  return { ...headOf(reply.text), html: reply.text }
}

/** The size of the file behind a media URL, read from the upload directory. */
async function fileSize(url: string) {
  const { width, height } = await sharp(path.join(mediaDir(), decodeURIComponent(url.split('/').pop()!))).metadata()
  return { width, height }
}

describe('Open Graph and Twitter’s card', () => {
  it('show a page’s hero picture at the share rendition, with its alt text, in English', async () => {
    const { meta } = await headAt('/about_us?lng=en')
    expect(meta('og:title')).toEqual(['About us'])
    expect(meta('og:description')[0]).toBeTruthy()
    expect(meta('og:type')).toEqual(['website'])
    expect(meta('og:url')).toEqual([`${ORIGIN()}/about_us?lng=en`])
    expect(meta('og:locale')).toEqual(['en_US'])
    expect(meta('og:locale:alternate')).toEqual(['ru_RU'])
    const [image] = meta('og:image')
    expect(image!.startsWith(`${ORIGIN()}/api/media/file/hero-about-us`)).toBe(true)
    expect(image).toMatch(SHARE_FILE)
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual([['1200'], ['630']])
    expect(await fileSize(image!)).toEqual({ width: 1200, height: 630 })
    expect(meta('og:image:alt')).toEqual(['Illustration for About us: a broad navy landscape under a warm gold sky'])
    expect(meta('twitter:card')).toEqual(['summary_large_image'])
  })

  it('speak Russian on the Russian page', async () => {
    const { meta } = await headAt('/about_us?lng=ru')
    expect(meta('og:title')).toEqual(['О нас'])
    expect(meta('og:url')).toEqual([`${ORIGIN()}/about_us?lng=ru`])
    expect(meta('og:locale')).toEqual(['ru_RU'])
    expect(meta('og:locale:alternate')).toEqual(['en_US'])
    expect(meta('og:image:alt')).toEqual(['Иллюстрация к разделу «О нас»: широкий тёмно-синий пейзаж под тёплым золотым небом'])
  })

  it('show the share image a page names before anything else', async () => {
    // The history page opens with its timeline, no hero: the demo gives it a share image.
    const { meta } = await headAt('/about_us/history')
    expect(meta('og:image')[0]).toMatch(new RegExp(`^${ORIGIN()}/api/media/file/share-about-us-history`))
    expect(meta('og:image')[0]).toMatch(SHARE_FILE)
  })

  it('give pages without a picture of their own (search, cabinet) the home page’s', async () => {
    const home = (await headAt('/')).meta('og:image')
    expect(home[0]).toMatch(SHARE_FILE)
    for (const address of ['/search?q=group', '/cabinet']) {
      const { meta } = await headAt(address)
      expect(meta('og:image'), address).toEqual(home)
      expect(meta('og:url'), address).toEqual([`${ORIGIN()}${address.split('?')[0]}?lng=en`])
      expect(meta('twitter:card'), address).toEqual(['summary_large_image'])
    }
  })

  it('title the page not found, keep it out of indexes, and give it no address of its own', async () => {
    const reply = await site.get('/no/such/page?lng=ru')
    expect(reply.status).toBe(404)
    const { meta, links } = headOf(reply.text)
    expect(reply.text).toContain('<title>Страница не найдена — Группа Велтрана</title>')
    expect(meta('robots')).toEqual(['noindex, nofollow'])
    expect(meta('og:url')).toEqual([])
    expect(links.filter((link) => link.rel === 'canonical' || link.rel === 'alternate')).toEqual([])
  })
})

describe('structured data', () => {
  it('describes the organisation on the home page: name, address, logo, contact point, profiles', async () => {
    const { jsonLd } = await headAt('/?lng=en')
    const organization = jsonLd.find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Veltrana Group',
      url: `${ORIGIN()}/`,
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+7 495 198-80-00', email: 'info@veltrana.example' }],
    })
    expect(organization.logo.url).toMatch(new RegExp(`^${ORIGIN()}/api/media/file/veltrana-logo`))
    expect(organization.sameAs.length).toBeGreaterThan(0)
    for (const profile of organization.sameAs) expect(profile).toMatch(/^https:\/\//)
    expect(jsonLd.filter((block) => block['@type'] === 'BreadcrumbList')).toEqual([])
  })

  it.each([
    ['en', '/about_us/history', ['Home', 'About us', 'History']],
    ['ru', '/about_us/history', ['Главная', 'О нас', 'История']],
    ['en', '/investors/reports', ['Home', 'Investors', 'Reports and presentations']],
    ['ru', '/investors/reports', ['Главная', 'Инвесторам', 'Отчёты и презентации']],
  ])('gives a page below another its breadcrumbs, visible and as BreadcrumbList (%s, %s)', async (language, address, names) => {
    const { jsonLd, html } = await headAt(`${address}?lng=${language}`)
    const parent = address.split('/').slice(0, 2).join('/')
    const lists = jsonLd.filter((block) => block['@type'] === 'BreadcrumbList')
    expect(lists).toHaveLength(1)
    expect(lists[0].itemListElement).toEqual(
      [
        ['/', names[0]],
        [parent, names[1]],
        [address, names[2]],
      ].map(([href, name], i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name,
        item: `${ORIGIN()}${href}?lng=${language}`,
      })),
    )
    expect(html).toContain(
      `<ol><li><a href="/">${names[0]}</a></li><li><a href="${parent}">${names[1]}</a></li><li><span aria-current="page">${names[2]}</span></li></ol></nav>`,
    )
    expect(html).toMatch(/<nav class="breadcrumbs container page-breadcrumbs" aria-label="(Breadcrumbs|Навигационная цепочка)">/)
  })

  it('gives a page at the top no breadcrumbs', async () => {
    const { jsonLd, html } = await headAt('/investors')
    expect(jsonLd.filter((block) => block['@type'] === 'BreadcrumbList')).toEqual([])
    expect(html).not.toContain('class="breadcrumbs')
  })

  it('keeps an editor’s text inside its script element: `<` cannot close it', async () => {
    const title = 'Plans </script><script>alert(1)</script> & more'
    await cms.payload.create({
      collection: 'pages',
      data: { title, path: 'investors/hostile', layout: [], _status: 'published' },
      overrideAccess: true,
    })
    const { jsonLd, html } = await headAt('/investors/hostile')
    expect(html).not.toContain('<script>alert(1)')
    expect(jsonLd.find((block) => block['@type'] === 'BreadcrumbList').itemListElement[2].name).toBe(title)
  })
})

describe('the editor’s focal point', () => {
  /** A tall picture, red above and blue below, with its focal point at (x, y). */
  async function twoColourPicture(x: number, y: number): Promise<Media> {
    const half = (colour: string) => ({ input: { create: { width: 400, height: 400, channels: 3 as const, background: colour } }, top: 0, left: 0 })
    const data = await sharp({ create: { width: 400, height: 800, channels: 3, background: '#ff0000' } })
      .composite([{ ...half('#0000ff'), top: 400 }])
      .png()
      .toBuffer()
    const media = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Red above, blue below', focalX: x, focalY: y },
      file: { data, mimetype: 'image/png', name: `focal-${x}-${y}.png`, size: data.length },
      overrideAccess: true,
    })
    // A published page may show it only with alt text in both languages.
    await cms.payload.update({ collection: 'media', id: media.id, locale: 'ru', data: { alt: 'Сверху красное, снизу синее' }, overrideAccess: true })
    return media
  }

  /** The colour at the middle of a media document's share rendition. */
  async function shareCentre(media: Media): Promise<string> {
    const file = path.join(mediaDir(), media.sizes!.share!.filename!)
    const { data } = await sharp(file).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    return data[2]! > data[0]! ? 'blue' : 'red'
  }

  it('centres the share rendition on it', async () => {
    expect(await shareCentre(await twoColourPicture(50, 90))).toBe('blue')
    expect(await shareCentre(await twoColourPicture(50, 10))).toBe('red')
  })

  it('sets where a cover crop keeps in view on the page’s image', async () => {
    const media = await twoColourPicture(20, 80)
    await cms.payload.create({
      collection: 'pages',
      data: { title: 'Focal', path: 'investors/focal', layout: [{ blockType: 'hero', title: 'Focal', image: media.id }], _status: 'published' },
      overrideAccess: true,
    })
    const { html } = await headAt('/investors/focal')
    expect(html).toMatch(/<img class="hero__image" [^>]*alt="Red above, blue below" style="object-position:20% 80%"/)
    // A centred focal point needs no style: it is the browser's own default.
    expect((await headAt('/about_us')).html).not.toContain('object-position')
  })
})
