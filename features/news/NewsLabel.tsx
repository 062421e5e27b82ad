import './NewsLabel.css'

/** A news item's small tag ("Results"), beside its date. */
export function NewsLabel({ label }: { label: string }) {
  return <span className="news-label">{label}</span>
}
