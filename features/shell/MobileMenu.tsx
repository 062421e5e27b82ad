import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Burger, Chevron, Close } from '../../ui/icons'
import { LanguageSwitch } from './LanguageSwitch'
import type { NavItem } from './layout.server'
import { SearchForm } from './SearchForm'

const PANEL_ID = 'mobile-menu'

/** The narrow-screen menu: a toggle opening a full-screen panel whose sections are an
 * accordion with one section open at a time. Without JavaScript the toggle is a link to
 * #mobile-menu, which CSS :target shows with every section expanded. */
export function MobileMenu({ items, language }: { items: NavItem[]; language: Language }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [section, setSection] = useState<number | null>(null)
  const toggle = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (!open) return
    document.documentElement.classList.add('menu-open')
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.documentElement.classList.remove('menu-open')
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div className="mobile-nav">
      <a
        ref={toggle}
        href={`#${PANEL_ID}`}
        role="button"
        className="mobile-nav__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          event.preventDefault()
          setOpen((value) => !value)
        }}
      >
        {open ? <Close /> : <Burger />}
        <span className="visually-hidden">{t('Menu')}</span>
      </a>
      <div id={PANEL_ID} className="mobile-nav__panel" data-open={open || undefined}>
        <a className="mobile-nav__close-nojs" href="#">
          <Close />
          <span className="visually-hidden">{t('Close_menu')}</span>
        </a>
        <SearchForm id="mobile-search" name={t('Search_label')} className="mobile-nav__search" />
        <nav aria-label={t('Main_navigation')}>
          <ul className="mobile-nav__sections">
            {items.map((item, index) => {
              const expanded = section === index
              const sectionId = `mobile-section-${index}`
              if (item.columns.length === 0) {
                return (
                  <li key={item.href} className="mobile-nav__section">
                    <a className="disclosure mobile-nav__heading" href={item.href}>
                      {item.label}
                    </a>
                  </li>
                )
              }
              return (
                <li key={item.href} className="mobile-nav__section" data-open={expanded || undefined}>
                  <button
                    type="button"
                    className="disclosure mobile-nav__heading"
                    aria-expanded={expanded}
                    aria-controls={sectionId}
                    onClick={() => setSection(expanded ? null : index)}
                  >
                    {item.label}
                    <Chevron />
                  </button>
                  <ul id={sectionId} className="mobile-nav__links">
                    <li>
                      <a href={item.href}>{t('Overview_of', { section: item.label })}</a>
                    </li>
                    {item.columns.flatMap((column) =>
                      column.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href}>{link.label}</a>
                        </li>
                      )),
                    )}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
        <LanguageSwitch current={language} className="mobile-nav__lang" />
      </div>
    </div>
  )
}
