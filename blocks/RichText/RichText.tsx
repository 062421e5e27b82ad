import { RichText as RichTextContent } from '../../app/components/RichText'
import type { RichTextBlock } from '../../common/payload-types'
import type { BlockProps } from '../types'

/** A section of formatted text. */
export function RichText({ block }: BlockProps<RichTextBlock>) {
  return (
    <section className="container rich-text-block">
      <RichTextContent content={block.content} />
    </section>
  )
}
