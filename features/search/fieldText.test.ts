import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { h2, ul } from '../../platform/seed/richText'
import { paragraphs, richText } from '../../tests/fixtures/richText'
import { fieldText } from './fieldText'

// A schema as Payload hands it over (flattened: rows and unnamed tabs dissolved), cut down to
// what the walk reads.
const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'path', type: 'text' },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'description', type: 'textarea', localized: true }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      {
        slug: 'hero',
        flattenedFields: [
          { name: 'heading', type: 'text', localized: true },
          { name: 'url', type: 'text' },
          { name: 'items', type: 'array', flattenedFields: [{ name: 'label', type: 'text', localized: true }] },
        ],
      },
      { slug: 'text', flattenedFields: [{ name: 'content', type: 'richText', localized: true }] },
      {
        slug: 'tabs',
        flattenedFields: [
          { name: 'tabs', type: 'blocks', blocks: [{ slug: 'text', flattenedFields: [{ name: 'content', type: 'richText', localized: true }] }] },
        ],
      },
    ],
  },
] as unknown as FlattenedField[]

describe('fieldText', () => {
  it('reads localized text at any depth, one passage per value or paragraph, and skips the rest', () => {
    const doc = {
      title: 'Insurance',
      path: 'about_us/insurance',
      seo: { description: 'Cover for families.' },
      layout: [
        { blockType: 'hero', heading: 'Life and health', url: '/contacts', items: [{ label: 'Claims' }, { label: '  ' }] },
        {
          blockType: 'text',
          content: richText(h2('Why us'), ...(paragraphs('We pay quickly.').root.children as never[]), ul(['Online claims', 'A doctor on call'])),
        },
        { blockType: 'tabs', tabs: [{ blockType: 'text', content: paragraphs('Nested text.') }] },
        { blockType: 'unknown', heading: 'Never read' },
      ],
    }
    expect(fieldText(fields, doc, new Set(['title']))).toEqual([
      'Cover for families.',
      'Life and health',
      'Claims',
      'Why us',
      'We pay quickly.',
      'Online claims',
      'A doctor on call',
      'Nested text.',
    ])
  })

  it('reads nothing from a value of the wrong shape', () => {
    expect(fieldText(fields, { title: 3, seo: 'x', layout: 'y' })).toEqual([])
    expect(fieldText(fields, null)).toEqual([])
  })
})
