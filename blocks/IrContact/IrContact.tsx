import type { IrContactBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { ContactPanel } from '../../ui/contact/ContactPanel'
import { stylesheets } from '../../ui/page/stylesheets'
import irContactCss from './IrContact.css?url'

const useStyles = stylesheets(irContactCss)

/** The investor relations contact on the press contact's panel: who they are, their e-mail and phone. */
export function IrContact({ block }: BlockProps<IrContactBlock>) {
  useStyles()
  return (
    <ContactPanel heading={block.heading} intro={block.intro} email={block.email} phone={block.phone}>
      <p className="ir-contact__person">
        <span className="ir-contact__name">{block.name}</span>
        <span className="ir-contact__role">{block.role}</span>
      </p>
    </ContactPanel>
  )
}
