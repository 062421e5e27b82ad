import type { RichTextBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { RichText as RichTextContent } from '../../ui/RichText'

/** A section of formatted text. */
export function RichText({ block }: BlockProps<RichTextBlock>) {
  return (
    <section className="container rich-text-block">
      <RichTextContent content={block.content} />
    </section>
  )
}
