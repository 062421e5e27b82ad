import type { MediaContactBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { ContactPanel } from '../../ui/contact/ContactPanel'

/** The press office's e-mail (a mailto: link) and phone. */
export function MediaContact({ block }: BlockProps<MediaContactBlock>) {
  return <ContactPanel heading={block.heading} intro={block.text} email={block.email} phone={block.phone} />
}
