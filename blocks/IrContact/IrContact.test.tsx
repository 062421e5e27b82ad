import { describe, expect, it } from 'vitest'
import type { IrContactBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { IrContact } from './IrContact'

const block: Compacted<IrContactBlock> = {
  blockType: 'irContact',
  heading: 'Investor relations',
  intro: null,
  name: 'Irina Voronova',
  role: 'Head of Investor Relations',
  email: 'ir@example.org',
  phone: '+7 495 198-80-20',
}

describe('IrContact', () => {
  it('names the person and their role, and links their e-mail and phone, in the page’s language', () => {
    const html = renderBlock(<IrContact block={block} index={3} pageTitle="Investors" />, { language: 'ru' })
    expect(html).toContain('<span class="ir-contact__name">Irina Voronova</span><span class="ir-contact__role">Head of Investor Relations</span>')
    expect(html).toContain('<dt>Эл. почта</dt><dd><a href="mailto:ir@example.org"')
    expect(html).toContain('<dt>Телефон</dt><dd><a href="tel:+74951988020">+7 495 198-80-20</a></dd>')
  })
})
