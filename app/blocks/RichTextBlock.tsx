import { RichText } from '../components/RichText'
import type { BlockProps } from './RenderBlocks'

export function RichTextBlock({ block }: BlockProps<{ content: unknown }>) {
  return (
    <section className="container rich-text-block">
      <RichText content={block.content} />
    </section>
  )
}
