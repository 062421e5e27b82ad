import { describe, expect, it } from 'vitest'
import type { MediaContactBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { MediaContact } from './MediaContact'

const block: Compacted<MediaContactBlock> = {
  blockType: 'mediaContact',
  heading: 'Press office',
  text: 'Journalists, write or call us.',
  email: 'press@example.org',
  phone: '+7 (495) 123-45-67',
}

describe('MediaContact', () => {
  it('heads the section and links the e-mail address and the phone number, dialled without spaces', () => {
    const html = renderBlock(<MediaContact block={block} index={4} pageTitle="Press" />)
    expect(html).toContain('<h2 class="content-header__title">Press office</h2>')
    expect(html).toContain('<p class="content-header__intro">Journalists, write or call us.</p>')
    expect(html).toContain('<dt>E-mail</dt><dd><a href="mailto:press@example.org" class="contact-panel__email">press@example.org</a></dd>')
    expect(html).toContain('<dt>Phone</dt><dd><a href="tel:+74951234567">+7 (495) 123-45-67</a></dd>')
  })

  it('leaves out the phone row when there is no phone', () => {
    const html = renderBlock(<MediaContact block={{ ...block, phone: null, text: null }} index={4} pageTitle="Press" />)
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('<dt>Phone</dt>')
    expect(html).not.toContain('content-header__intro')
    expect(html).toContain('mailto:press@example.org')
  })

  it('labels the rows in Russian', () => {
    const html = renderBlock(<MediaContact block={block} index={4} pageTitle="Пресс-центр" />, { language: 'ru' })
    expect(html).toContain('<dt>Эл. почта</dt>')
    expect(html).toContain('<dt>Телефон</dt>')
  })
})
