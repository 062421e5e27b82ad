import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Chevron } from '../icons'
import { stylesheets } from '../page/stylesheets'
import accordionCss from './Accordion.css?url'

const useStyles = stylesheets(accordionCss)

export type AccordionItem = { id: string; heading: ReactNode; panel: ReactNode }

const TRIGGER = 'disclosure accordion__trigger'

/**
 * An accordion whose sections open independently. The server (and the first render in the
 * browser, so hydration agrees) sends <details>/<summary>, which works without JavaScript;
 * once hydrated it becomes the WAI-ARIA accordion pattern: a heading holding a button with
 * aria-expanded and aria-controls. Sections the visitor opened before that stay open.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  useStyles()
  const scope = useId()
  const details = useRef(new Map<string, HTMLDetailsElement>())
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    setOpen(new Set([...details.current].filter(([, el]) => el.open).map(([id]) => id)))
    setEnhanced(true)
  }, [])

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const ids = (index: number) => ({ button: `${scope}-h${index}`, panel: `${scope}-p${index}` })

  return (
    <div className="accordion">
      {items.map((item, index) => {
        if (!enhanced) {
          return (
            <details
              key={item.id}
              className="accordion__item"
              ref={(el) => {
                if (el) details.current.set(item.id, el)
                else details.current.delete(item.id)
              }}
            >
              <summary className={TRIGGER}>
                <span className="accordion__label">{item.heading}</span>
                <Chevron className="accordion__icon" />
              </summary>
              <div className="accordion__panel">{item.panel}</div>
            </details>
          )
        }
        const isOpen = open.has(item.id)
        const { button, panel } = ids(index)
        return (
          <div key={item.id} className="accordion__item" data-open={isOpen || undefined}>
            <h3 className="accordion__heading">
              <button type="button" id={button} className={TRIGGER} aria-expanded={isOpen} aria-controls={panel} onClick={() => toggle(item.id)}>
                <span className="accordion__label">{item.heading}</span>
                <Chevron className="accordion__icon" />
              </button>
            </h3>
            <div id={panel} className="accordion__panel" hidden={!isOpen}>
              {item.panel}
            </div>
          </div>
        )
      })}
    </div>
  )
}
