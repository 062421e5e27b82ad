import type { MediaContactBlock } from '../../common/payload-types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { SectionHeader } from '../../ui/section/SectionHeader'
import type { BlockProps } from '../types'
import './MediaContact.css'

/** The press office's e-mail (a mailto: link) and phone. */
export function MediaContact({ block }: BlockProps<MediaContactBlock>) {
  const { t } = useTranslation()
  return (
    <section className="block-section container">
      <div className="media-contact">
        <SectionHeader heading={block.heading} intro={block.text} />
        <dl className="media-contact__list">
          <div className="media-contact__row">
            <dt>{t('Press_email')}</dt>
            <dd>
              <a href={`mailto:${block.email}`} className="media-contact__email">
                {block.email}
              </a>
            </dd>
          </div>
          {block.phone ? (
            <div className="media-contact__row">
              <dt>{t('Press_phone')}</dt>
              <dd>
                <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}>{block.phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
