import { Chevron } from './icons'
import linkArrowCss from './LinkArrow.css?url'
import { stylesheets } from './page/stylesheets'

const useStyles = stylesheets(linkArrowCss)

/** The arrow after a link's text, glued to its last word so it never wraps onto a line alone. */
export function LinkArrow() {
  useStyles()
  return (
    <span className="link-arrow">
      {'\u00a0'}
      <Chevron />
    </span>
  )
}
