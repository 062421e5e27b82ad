import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Chevron } from '../../ui/icons'
import type { NavItem } from './layout.server'

/** A panel closes this long after the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 300

/** Top links; those with columns open a mega-menu panel on hover or focus (disclosure
 * navigation pattern: a link plus a button with aria-expanded). One panel at a time. Without
 * JavaScript, CSS :hover and :focus-within show the same panels. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>()
  const toggles = useRef<(HTMLButtonElement | null)[]>([])

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const show = useCallback(
    (index: number) => {
      cancelClose()
      setOpen(index)
    },
    [cancelClose],
  )
  const scheduleClose = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(null), MEGA_MENU_CLOSE_DELAY_MS)
  }, [cancelClose])
  useEffect(() => cancelClose, [cancelClose])

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open === index) {
      event.preventDefault()
      setOpen(null)
      toggles.current[index]?.focus()
    }
  }

  return (
    <nav className="main-nav" aria-label={t('Main_navigation')}>
      <ul className="main-nav__list">
        {items.map((item, index) => {
          const hasPanel = item.columns.length > 0
          const panelId = `mega-${index}`
          const isOpen = open === index
          return (
            <li
              key={item.href}
              className="main-nav__item"
              data-open={isOpen || undefined}
              onPointerEnter={hasPanel ? (e) => e.pointerType === 'mouse' && show(index) : undefined}
              onPointerLeave={hasPanel ? (e) => e.pointerType === 'mouse' && scheduleClose() : undefined}
              // Focus on the link or inside the panel opens it; focus returning to the toggle (after
              // Escape) must not reopen what the user just closed.
              onFocus={hasPanel ? (e) => (e.target as Element) !== toggles.current[index] && show(index) : undefined}
              onBlur={
                hasPanel
                  ? (e) => {
                      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((o) => (o === index ? null : o))
                    }
                  : undefined
              }
              onKeyDown={hasPanel ? onKeyDown(index) : undefined}
            >
              <a className="main-nav__link" href={item.href}>
                {item.label}
              </a>
              {hasPanel ? (
                <>
                  <button
                    ref={(el) => {
                      toggles.current[index] = el
                    }}
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => (isOpen ? setOpen(null) : show(index))}
                  >
                    <Chevron />
                    <span className="visually-hidden">{t('Submenu_of', { section: item.label })}</span>
                  </button>
                  <div id={panelId} className="mega" data-open={isOpen || undefined}>
                    <div className="container mega__inner">
                      <p className="mega__title">
                        <a href={item.href} onClick={() => setOpen(null)}>
                          {item.label}
                        </a>
                      </p>
                      {item.columns.map((column, c) => (
                        <div className="mega__column" key={c}>
                          {column.heading ? <p className="mega__heading">{column.heading}</p> : null}
                          <ul>
                            {column.links.map((link) => (
                              <li key={link.href}>
                                <a href={link.href} onClick={() => setOpen(null)}>
                                  {link.label}
                                </a>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </div>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
