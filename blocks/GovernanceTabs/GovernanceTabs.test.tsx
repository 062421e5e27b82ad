import { describe, expect, it } from 'vitest'
import type { GovernanceTabsBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import type { GovernanceLists } from './data.server'
import { GovernanceTabs } from './GovernanceTabs'

const block: Compacted<GovernanceTabsBlock> = {
  blockType: 'governanceTabs',
  heading: 'Corporate governance',
  intro: paragraphs('How the group is run.'),
  facts: [{ id: 'f', value: '15', label: 'board seats' }],
  articles: paragraphs('The articles of association were adopted in 1988.'),
}

const data: GovernanceLists = {
  board_of_directors: [
    {
      id: 1,
      name: 'Andrei Kolesnikov',
      photo: testImage('kolesnikov', 'Andrei Kolesnikov'),
      age: 66,
      joinedYear: 1988,
      appointment: { group: 'board_of_directors', role: 'Chairman', since: '1988-03-14T00:00:00.000Z', termFrom: 2024, termTo: 2027 },
    },
  ],
  supervisory_committee: [
    {
      id: 2,
      name: 'Olga Petrova',
      photo: null,
      age: null,
      joinedYear: 2015,
      appointment: { group: 'supervisory_committee', role: 'Supervisor', since: null, termFrom: null, termTo: null },
    },
  ],
  senior_management: [],
}

describe('GovernanceTabs', () => {
  it('is a vertical tab list of the three bodies and the articles, the board selected by default', () => {
    const html = renderBlock(<GovernanceTabs block={block} data={data} index={1} pageTitle="Governance" />)
    expect(html).toContain('role="tablist" aria-label="Governance bodies" aria-orientation="vertical"')
    const tabs = [...html.matchAll(/<a [^>]*href="\?tab=([^"]+)" role="tab" [^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ])
    expect(tabs).toEqual([
      ['board_of_directors', 'true', 'Board of directors'],
      ['supervisoty_comittee', 'false', 'Supervisory committee'],
      ['senior_management', 'false', 'Senior management'],
      ['articles', 'false', 'Articles of association'],
    ])
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4)
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(3)
  })

  it('selects the tab the address names, the committee’s by its historical spelling', () => {
    const html = renderBlock(<GovernanceTabs block={block} data={data} index={1} pageTitle="Governance" />, { search: '?tab=supervisoty_comittee' })
    expect(html).toMatch(/href="\?tab=supervisoty_comittee" role="tab" [^>]*aria-selected="true"/)
    expect(html).toMatch(/href="\?tab=board_of_directors" role="tab" [^>]*aria-selected="false"/)
    const panel = html.match(/<div id="[^"]*-panel-supervisoty_comittee" role="tabpanel"[^>]*>/)?.[0]
    expect(panel).toBeTruthy()
    expect(panel).not.toContain('hidden')
  })

  it('shows each member with a heading, role, age, term and date of appointment; an empty body says so', () => {
    const html = renderBlock(<GovernanceTabs block={block} data={data} index={1} pageTitle="Governance" />)
    expect(html).toContain('<h2 id=')
    expect(html).toContain('<dt>board seats</dt><dd>15</dd>')
    expect(html).toContain('<h3 class="governance__panel-title">Board of directors</h3>')
    expect(html).toContain('<h4 class="governance-entry__name">Andrei Kolesnikov</h4>')
    expect(html).toContain('<p class="governance-entry__role">Chairman</p>')
    expect(html).toContain('<dt>Age</dt><dd>66</dd>')
    expect(html).toContain('<dt>Term of office</dt><dd>2024–2027</dd>')
    expect(html).toContain('<dt>Director since</dt><dd><time dateTime="1988-03-14">14 March 1988</time></dd>')
    // Without a term, the year the person joined; without a photo, no image.
    expect(html).toContain('<dt>Joined</dt><dd>2015</dd>')
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toContain('<p class="governance__empty">No members are listed yet.</p>')
    expect(html).toContain('<p>The articles of association were adopted in 1988.</p>')
  })

  it('speaks Russian: tab names, labels and years', () => {
    const html = renderBlock(<GovernanceTabs block={block} data={data} index={1} pageTitle="Управление" />, { language: 'ru' })
    expect(html).toContain('aria-label="Органы управления"')
    expect(html).toContain('>Ревизионная комиссия</a>')
    expect(html).toContain('<dt>Срок полномочий</dt><dd>2024–2027 гг.</dd>')
    expect(html).toContain('<dt>В группе с</dt><dd>2015 г.</dd>')
    expect(html).toContain('14 марта 1988')
  })
})
