import { describe, expect, it } from 'vitest'
import type { LeadersGridBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import type { LeaderCard } from './data.server'
import { LeadersGrid } from './LeadersGrid'

const block: Compacted<LeadersGridBlock> = { blockType: 'leadersGrid', heading: 'Leadership team', intro: 'The people who run the group.' }

const leaders: LeaderCard[] = [
  {
    id: 1,
    name: 'Andrei Kolesnikov',
    position: 'Chairman of the Board',
    text: 'Founded the group in 1988.',
    photo: testImage('kolesnikov', 'Andrei Kolesnikov'),
  },
  { id: 2, name: 'Maria Orlova', position: '', text: '', photo: null },
]

describe('LeadersGrid', () => {
  it('names the section by its heading and heads each leader one level below, with photo, position and biography', () => {
    const html = renderBlock(<LeadersGrid block={block} data={leaders} index={1} pageTitle="Leadership" />)
    const id = html.match(/<section class="container block-section leaders-grid" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}" class="content-header__title">Leadership team</h2>`)
    expect(html).toContain('<p class="content-header__intro">The people who run the group.</p>')
    expect(html).toContain('<h3 class="leader-card__name">Andrei Kolesnikov</h3>')
    expect(html).toContain('<p class="leader-card__position">Chairman of the Board</p>')
    expect(html).toMatch(/<img class="leader-card__photo"[^>]+alt="Andrei Kolesnikov"/)
  })

  it('leaves out what a leader lacks: position, biography; a photo gives way to the initials', () => {
    const html = renderBlock(<LeadersGrid block={block} data={leaders} index={1} pageTitle="Leadership" />)
    expect(html.match(/<li class="leader-card">/g)).toHaveLength(2)
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toMatch(/<svg class="leader-card__photo person-initials"[^>]*aria-hidden="true"[^>]*><text[^>]*>MO<\/text><\/svg>/)
    expect(html.match(/leader-card__position/g)).toHaveLength(1)
    expect(html.match(/leader-card__text/g)).toHaveLength(1)
    expect(html).toContain('<h3 class="leader-card__name">Maria Orlova</h3>')
  })

  it('without a heading, leaves the section unlabelled and without a header', () => {
    const html = renderBlock(<LeadersGrid block={{ blockType: 'leadersGrid' }} data={leaders} index={1} pageTitle="Leadership" />)
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('<h2')
  })
})
