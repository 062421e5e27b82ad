import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { stylesheets } from '../page/stylesheets'
import { SectionHeader } from '../section/SectionHeader'
import contactPanelCss from './ContactPanel.css?url'

const useStyles = stylesheets(contactPanelCss)

type Props = {
  heading?: string | null
  intro?: string | null
  email: string
  phone?: string | null
  /** Shown between the introduction and the addresses (who the contact is). */
  children?: ReactNode
}

/** A contact on a dark panel, as the press office and investor relations show theirs: an e-mail
 * address (a mailto: link) and, when there is one, a phone (a tel: link), under their labels. */
export function ContactPanel({ heading, intro, email, phone, children }: Props) {
  useStyles()
  const { t } = useTranslation()
  return (
    <section className="block-section container">
      <div className="contact-panel">
        <SectionHeader heading={heading} intro={intro} />
        {children}
        <dl className="contact-panel__list">
          <div className="contact-panel__row">
            <dt>{t('Press_email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className="contact-panel__email">
                {email}
              </a>
            </dd>
          </div>
          {phone ? (
            <div className="contact-panel__row">
              <dt>{t('Press_phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
