import type { MediaContactBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { ContactList } from './ContactList'
import './MediaContact.css'

/** The press office's e-mail (a mailto: link) and phone. */
export function MediaContact({ block }: BlockProps<MediaContactBlock>) {
  return (
    <section className="block-section container">
      <div className="media-contact">
        <SectionHeader heading={block.heading} intro={block.text} />
        <ContactList email={block.email} phone={block.phone} />
      </div>
    </section>
  )
}
