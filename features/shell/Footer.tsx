import { useTranslation } from '../../ui/i18n/useTranslation'
import { SocialIcon } from '../../ui/icons'
import { Island } from '../../ui/islands/Island'
import { UpdatesForm } from '../updates'
import type { LayoutData } from './layout.server'

const FOOTER_SOCIAL = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube']

export function Footer({ layout, enhanced }: { layout: LayoutData; enhanced: boolean }) {
  const { t } = useTranslation()
  const { settings, navigation } = layout
  const columns = navigation.items.filter((item) => item.inFooter)
  const social = settings.social.filter((s) => FOOTER_SOCIAL.includes(s.network))
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__updates">{enhanced ? <Island name="updatesForm" props={{}} memo /> : <UpdatesForm />}</div>
        {columns.map((item) => (
          <nav className="site-footer__column" key={item.href} aria-label={item.label}>
            <h2 className="site-footer__heading">
              <a href={item.href}>{item.label}</a>
            </h2>
            <ul>
              {item.columns
                .flatMap((c) => c.links)
                .map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <ul className="social-links" aria-label={t('Social_links')}>
          {social.map((s) => (
            <li key={s.network}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="icon-ring">
                <SocialIcon network={s.network} />
                <span className="visually-hidden">
                  {t(`Social_${s.network}`)} {t('Opens_new_tab')}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="legal-links">
          {navigation.legal.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <p className="copyright">{t('Copyright', { year: new Date().getFullYear(), brand: settings.brand })}</p>
      </div>
    </footer>
  )
}
