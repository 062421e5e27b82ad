import type { IrContactBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { ContactList } from '../MediaContact/ContactList'
import '../MediaContact/MediaContact.css'
import './IrContact.css'

/** The investor relations contact on the press contact's panel: who they are, their e-mail and phone. */
export function IrContact({ block }: BlockProps<IrContactBlock>) {
  return (
    <section className="block-section container">
      <div className="media-contact">
        <SectionHeader heading={block.heading} intro={block.intro} />
        <p className="ir-contact__person">
          <span className="ir-contact__name">{block.name}</span>
          <span className="ir-contact__role">{block.role}</span>
        </p>
        <ContactList email={block.email} phone={block.phone} />
      </div>
    </section>
  )
}
