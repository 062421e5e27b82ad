import { describe, expect, it } from 'vitest'
import type { FaqListBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import type { FaqGroup } from './data.server'
import { FaqList } from './FaqList'

const block: Compacted<FaqListBlock> = { blockType: 'faqList', intro: 'Answers to the questions investors ask most.', categories: ['esg', 'social'] }

const data: FaqGroup[] = [
  {
    category: 'esg',
    name: 'ESG',
    items: [
      { id: 11, question: 'What is ESG?', answer: paragraphs('Environment, society and governance.') },
      { id: 12, question: 'Do you report on it?', answer: paragraphs('Every year.') },
    ],
  },
  { category: 'social', name: 'Social', items: [{ id: 31, question: 'Do you volunteer?', answer: paragraphs('Yes.') }] },
]

describe('FaqList', () => {
  it('gives each category a section named by its h2, with its question count in the page language', () => {
    const en = renderBlock(<FaqList block={block} data={data} index={1} pageTitle="FAQ" />)
    expect(en).toContain(
      '<section class="faq__group" aria-labelledby="faq-esg"><header class="faq__group-header"><h2 id="faq-esg" class="faq__category">ESG</h2>',
    )
    expect(en).toContain('<h2 id="faq-social" class="faq__category">Social</h2>')
    expect(en).toContain('<p class="faq__count">2 questions</p>')

    const ru = renderBlock(<FaqList block={block} data={data} index={1} pageTitle="Вопросы" />, { language: 'ru' })
    expect(ru).toContain('<p class="faq__count">Вопросов: 2</p>')
  })

  it('renders each question as a disclosure (details/summary) on the server, numbered within its category', () => {
    const html = renderBlock(<FaqList block={block} data={data} index={1} pageTitle="FAQ" />)
    expect(html.match(/<details class="accordion__item">/g)).toHaveLength(3)
    expect(html).toMatch(
      /<summary class="disclosure accordion__trigger"><span class="accordion__label"><span class="faq__number">02<\/span><span>Do you report on it\?<\/span><\/span>/,
    )
    // Numbering starts again in each category.
    expect(html).toMatch(/<span class="faq__number">01<\/span><span>Do you volunteer\?<\/span>/)
    expect(html).toMatch(
      /<\/summary><div class="accordion__panel"><div class="rich-text"><p>Environment, society and governance\.<\/p><\/div><\/div><\/details>/,
    )
  })

  it('shows the introduction only when there is one, and no category without questions', () => {
    expect(renderBlock(<FaqList block={block} data={data} index={1} pageTitle="FAQ" />)).toContain(
      '<p class="faq__intro">Answers to the questions investors ask most.</p>',
    )
    const html = renderBlock(<FaqList block={{ blockType: 'faqList' }} data={[]} index={1} pageTitle="FAQ" />)
    expect(html).toBe('<section class="block-section container faq"></section>')
  })
})
