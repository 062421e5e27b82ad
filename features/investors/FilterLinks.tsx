import { useId } from 'react'
import './Investors.css'

export type FilterOption = { href: string; label: string; current: boolean }

/** A filter as a row of plain links (GET addresses that can be shared and work without
 * JavaScript) after its visible label, which also names the navigation; the chosen one is
 * marked as the current page. */
export function FilterLinks({ label, options }: { label: string; options: FilterOption[] }) {
  const labelId = useId()
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
