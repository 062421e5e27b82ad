import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Close, Magnifier } from '../../ui/icons'
import { SearchForm } from './SearchForm'

const PANEL_ID = 'site-search'

/** The wide screens' search: a button opening a panel under the bar with the search form
 * (disclosure pattern); opening it puts the cursor in the field, Escape closes it and returns to
 * the button, and so does leaving it. Without JavaScript the button is a link to #site-search,
 * which CSS :target shows; the form is a plain GET form either way. */
export function HeaderSearch() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLAnchorElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus()
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggle.current?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div className="header-search" onKeyDown={onKeyDown} onBlur={onBlur}>
      <a
        ref={toggle}
        href={`#${PANEL_ID}`}
        role="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          event.preventDefault()
          setOpen((value) => !value)
        }}
        // A button answers the space bar as well as Enter.
        onKeyDown={(event) => {
          if (event.key === ' ') {
            event.preventDefault()
            setOpen((value) => !value)
          }
        }}
      >
        {open ? <Close /> : <Magnifier />}
        <span className="visually-hidden">{t('Search_label')}</span>
      </a>
      <div ref={panel} id={PANEL_ID} className="header-search__panel" data-open={open || undefined}>
        <div className="container header-search__inner">
          <SearchForm id="header-search" name={t('Search_label')} />
          <a className="header-search__close-nojs" href="#">
            <Close />
            <span className="visually-hidden">{t('Search_close')}</span>
          </a>
        </div>
      </div>
    </div>
  )
}
