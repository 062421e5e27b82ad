import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { TAB_PARAM } from '../../common/pageParams'
import { usePage } from '../page/PageContext'
import { stylesheets } from '../page/stylesheets'
import tabsCss from './Tabs.css?url'

const useStyles = stylesheets(tabsCss)

export type Tab = { id: string; label: ReactNode; panel: ReactNode }

type Props = {
  /** The tab list's accessible name. */
  label: string
  tabs: Tab[]
  orientation?: 'horizontal' | 'vertical'
  /** Shown above the tab list (e.g. the plain 'Board Management' label). */
  heading?: ReactNode
  className?: string
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys (per orientation), Home and
 * End move between tabs. Each tab is also a link to ?tab=id, so without JavaScript a click
 * loads the page with that tab selected; with JavaScript the URL is updated in place.
 */
export function Tabs({ label, tabs, orientation = 'horizontal', heading, className = '' }: Props) {
  useStyles()
  const location = usePage()
  const scope = useId().replace(/:/g, '')
  // The tab the address names, else the first (never nothing).
  const wanted = new URLSearchParams(location.search).get(TAB_PARAM)
  const [selected, setSelected] = useState(tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id)
  const refs = useRef<(HTMLAnchorElement | null)[]>([])

  const hrefFor = (id: string, search = location.search) => {
    const params = new URLSearchParams(search)
    params.set(TAB_PARAM, id)
    return `?${params}`
  }

  const select = (index: number, focus: boolean) => {
    const tab = tabs[index]
    if (!tab) return
    setSelected(tab.id)
    window.history.replaceState(window.history.state, '', `${location.pathname}${hrefFor(tab.id, window.location.search)}${window.location.hash}`)
    if (focus) refs.current[index]?.focus()
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const nextKey = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight'
    const prevKey = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft'
    const last = tabs.length - 1
    const targets: Record<string, number> = { [nextKey]: index === last ? 0 : index + 1, [prevKey]: index === 0 ? last : index - 1, Home: 0, End: last }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target, true)
  }

  return (
    <div className={`tabs tabs--${orientation} ${className}`}>
      <div className="tabs__nav">
        {heading ? <p className="tabs__heading">{heading}</p> : null}
        <div className="tabs__list" role="tablist" aria-label={label} aria-orientation={orientation}>
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected
            return (
              <a
                key={tab.id}
                ref={(el) => {
                  refs.current[index] = el
                }}
                id={`${scope}-tab-${tab.id}`}
                href={hrefFor(tab.id)}
                role="tab"
                className="tabs__tab"
                aria-selected={isSelected}
                aria-controls={`${scope}-panel-${tab.id}`}
                tabIndex={isSelected ? 0 : -1}
                onClick={(event) => {
                  event.preventDefault()
                  select(index, false)
                }}
                onKeyDown={onKeyDown(index)}
              >
                {tab.label}
              </a>
            )
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${scope}-panel-${tab.id}`}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={`${scope}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
