import { useId } from 'react'
import { useInvestorStyles } from './styles'

type Props<V> = { label: string; all: string; values: readonly V[]; chosen: V | null; href: (value: V | null) => string; labelOf?: (value: V) => string }

/** A filter as a row of plain links (GET addresses that can be shared and work without
 * JavaScript), "all" first, after its visible label, which also names the navigation; the chosen
 * one is marked as the current page. */
export function FilterLinks<V extends string | number>({ label, all, values, chosen, href, labelOf = String }: Props<V>) {
  useInvestorStyles()
  const labelId = useId()
  const options = [
    { href: href(null), label: all, current: chosen === null },
    ...values.map((v) => ({ href: href(v), label: labelOf(v), current: v === chosen })),
  ]
  return (
    <nav className="filter-links" aria-labelledby={labelId}>
      <p id={labelId} className="filter-links__label">
        {label}
      </p>
      <ul className="filter-links__list">
        {options.map((option) => (
          <li key={option.href}>
            <a href={option.href} className="filter-links__link" aria-current={option.current ? 'page' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
