import type { Segment } from './snippet'

/** Text with the words that matched a search marked: elements made from plain strings, so
 * nothing in the content is ever read as markup. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text))}</>
}
