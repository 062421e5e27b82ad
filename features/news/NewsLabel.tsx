import { stylesheets } from '../../ui/page/stylesheets'
import newsLabelCss from './NewsLabel.css?url'

const useStyles = stylesheets(newsLabelCss)

/** A news item's small tag ("Results"), beside its date. */
export function NewsLabel({ label }: { label: string }) {
  useStyles()
  return <span className="news-label">{label}</span>
}
