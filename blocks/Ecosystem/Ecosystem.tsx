import { Fragment, useId } from 'react'
import type { EcosystemBlock } from '../../common/payload-types'
import type { BlockProps, Compacted } from '../../ui/blocks/types'
import { CtaLink } from '../../ui/CtaLink'
import { LinkArrow } from '../../ui/LinkArrow'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sectionCss from '../../ui/section/section.css?url'
import ecosystemCss from './Ecosystem.css?url'

const useStyles = stylesheets(sectionCss, ecosystemCss)

// The boxes side by side and the wide box have the same fields.
type Box = Compacted<EcosystemBlock>['boxes'][number] | Compacted<EcosystemBlock>['wide']

function EcosystemBox({ box, wide = false }: { box: Box; wide?: boolean }) {
  return (
    <article className={`eco-box${wide ? ' eco-box--wide' : ''}`}>
      {box.image ? <ResponsiveImage media={box.image} className="eco-box__image" sizes="(min-width: 1200px) 580px, (min-width: 800px) 50vw, 100vw" /> : null}
      <div className="eco-box__body">
        <h3 className="eco-box__title">{box.title}</h3>
        {box.text ? <p className="eco-box__text">{box.text}</p> : null}
        <CtaLink link={box} className="text-link" after={<LinkArrow />} />
      </div>
    </article>
  )
}

/** The group's ecosystem: a three-line heading, two boxes side by side and one wide box. */
export function Ecosystem({ block }: BlockProps<EcosystemBlock>) {
  useStyles()
  const headingId = useId()
  const lines = block.lines ?? []
  return (
    <section className="ecosystem" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="ecosystem__heading" id={headingId}>
          {lines.map((line, i) => (
            <Fragment key={line.id ?? i}>
              {i > 0 ? ' ' : null}
              <span className="ecosystem__line">{line.text}</span>
            </Fragment>
          ))}
        </h2>
        <div className="ecosystem__boxes">
          {(block.boxes ?? []).map((box, i) => (
            <EcosystemBox key={box.id ?? i} box={box} />
          ))}
          {block.wide?.title ? <EcosystemBox box={block.wide} wide /> : null}
        </div>
      </div>
    </section>
  )
}
