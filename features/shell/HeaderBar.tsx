import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'
import { LowVisionControl } from '../lowVision'
import { DesktopNav } from './DesktopNav'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitch } from './LanguageSwitch'
import type { NavItem, SiteSettings } from './layout.server'
import { MobileMenu } from './MobileMenu'

export type HeaderBarProps = {
  settings: Pick<SiteSettings, 'brand' | 'shortName' | 'logo' | 'phone' | 'email'>
  items: NavItem[]
  language: Language
  /** The reader's low-vision settings (features/lowVision), "" for the ordinary version. */
  lowVision: string
}

/** The low-vision settings, logo, the menus, contacts, search and the language switch. */
export function HeaderBar({ settings, items, language, lowVision }: HeaderBarProps) {
  const { t } = useTranslation()
  const { hideImages } = usePage()
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <LowVisionControl current={lowVision} />
        <a href="/" className="logo" aria-label={t('Home_link', { brand: settings.brand })}>
          {settings.logo && !hideImages ? <img src={settings.logo.url} alt="" width={settings.logo.width} height={settings.logo.height} /> : null}
          <span className="logo__text">{settings.shortName || settings.brand}</span>
        </a>
        <DesktopNav items={items} />
        <div className="site-header__contact">
          {settings.phone ? (
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="site-header__phone">
              {settings.phone}
            </a>
          ) : null}
          {settings.email ? (
            <a href={`mailto:${settings.email}`} className="site-header__mail">
              {settings.email}
            </a>
          ) : null}
        </div>
        <HeaderSearch />
        <LanguageSwitch current={language} className="site-header__lang" />
        <MobileMenu items={items} language={language} />
      </div>
    </header>
  )
}
