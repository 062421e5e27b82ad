import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { islands } from '../../app/islands/registry'
import { BLOCKS } from '../../blocks/registry'
import { PageProvider } from '../page/PageContext'
import { assetsFromManifest } from './assets.server'
import { Island, IslandCollector } from './Island'
import { islandName, serializeIslandData } from './protocol'
import { IslandRegistryContext } from './registry'

describe('islands', () => {
  it("names a block's island by its block type, and registers every island file", () => {
    expect(islandName('../../blocks/FaqList/island.ts')).toBe('faqList')
    expect(islandName('blocks/HistoryTimeline/island.ts')).toBe('historyTimeline')
    expect(islandName('../../features/shell/header.island.tsx')).toBe('header')
    expect(islandName('features/cabinet/CabinetForms.tsx')).toBeNull()
    expect(islandName('blocks/FaqList/FaqList.tsx')).toBeNull()
    const blocksDir = path.join(__dirname, '../../blocks')
    const blockIslands = fs.readdirSync(blocksDir).filter((name) => fs.existsSync(path.join(blocksDir, name, 'island.ts')))
    expect(blockIslands.length).toBeGreaterThan(5)
    for (const folder of blockIslands) {
      const blockType = islandName(`blocks/${folder}/island.ts`)!
      expect(Object.keys(BLOCKS), `${folder} is a registered block`).toContain(blockType)
      expect(islands.components[blockType], `${folder}'s island`).toBeTypeOf('function')
    }
    expect(islands.components.header).toBeTypeOf('function')
  })

  it('writes data no script content can escape', () => {
    const json = serializeIslandData({ props: { text: '</script><script>alert(1)</script>' }, strings: {}, language: 'en', prefix: 'a-' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json).props.text).toBe('</script><script>alert(1)</script>')
  })

  it('renders an island with its props, the strings it used or declared and no others, and records it', () => {
    const rendered = new Set<string>()
    const catalogue = { Updates_title: 'Stay informed', Updates_submit: 'Subscribe', Layout32: 'Check the e-mail', Unused_key: 'never read' }
    const html = renderToString(
      createElement(
        PageProvider,
        { value: { language: 'en', catalogue, pathname: '/about_us', search: '?tab=x' } },
        createElement(
          IslandRegistryContext.Provider,
          { value: islands },
          createElement(IslandCollector.Provider, { value: rendered }, createElement(Island, { name: 'updatesForm', props: {} })),
        ),
      ),
    )
    expect(rendered).toEqual(new Set(['updatesForm']))
    expect(html).toMatch(/^<div data-island="updatesForm" class="island"><form/)
    expect(html).toContain('value="/about_us?tab=x"')
    const data = JSON.parse(html.match(/<script type="application\/json">(.*?)<\/script>/)![1]!)
    // Layout32 shows only after a failed submit: the part declares it.
    expect(data.strings).toMatchObject({ Updates_title: 'Stay informed', Updates_submit: 'Subscribe', Layout32: 'Check the e-mail' })
    expect(data.strings).not.toHaveProperty('Unused_key')
    expect(data.language).toBe('en')
  })

  it('lists the runtime chunks once and each island only what it adds', () => {
    const assets = assetsFromManifest(
      {
        'app/islands/client.ts': { file: 'assets/islands/client-1.js', isEntry: true, dynamicImports: ['_hydrate.js'] },
        '_hydrate.js': { file: 'assets/islands/hydrate-1.js', isDynamicEntry: true, imports: ['app/islands/client.ts', '_react.js'] },
        '_react.js': { file: 'assets/islands/react-1.js' },
        '_Carousel.js': { file: 'assets/islands/Carousel-1.js', imports: ['_react.js'] },
        'blocks/BannerCarousel/island.ts': { file: 'assets/islands/bannerCarousel-1.js', isDynamicEntry: true, imports: ['_Carousel.js', '_react.js'] },
        'features/shell/header.island.tsx': { file: 'assets/islands/header-1.js', isDynamicEntry: true, imports: ['_react.js'] },
      },
      'app/islands/client.ts',
    )
    expect(assets.scripts).toEqual(['/assets/islands/client-1.js'])
    expect(assets.runtime).toEqual(['/assets/islands/hydrate-1.js', '/assets/islands/react-1.js'])
    expect(assets.parts).toEqual({
      bannerCarousel: ['/assets/islands/bannerCarousel-1.js', '/assets/islands/Carousel-1.js'],
      header: ['/assets/islands/header-1.js'],
    })
  })
})
