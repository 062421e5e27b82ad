import { Chevron } from './icons'
import './LinkArrow.css'

/** The arrow after a link's text, glued to its last word so it never wraps onto a line alone. */
export function LinkArrow() {
  return (
    <span className="link-arrow">
      {'\u00a0'}
      <Chevron />
    </span>
  )
}
