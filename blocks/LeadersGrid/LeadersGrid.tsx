import { useId } from 'react'
import type { LeadersGridBlock } from '../../common/payload-types'
import { PersonPhoto } from '../../features/people'
import type { BlockProps } from '../../ui/blocks/types'
import { stylesheets } from '../../ui/page/stylesheets'
import { SectionHeader } from '../../ui/section/SectionHeader'
import type { LeaderCard } from './data.server'
import leadersGridCss from './LeadersGrid.css?url'

const useStyles = stylesheets(leadersGridCss)

/** The leadership page's grid: photo, name, position and a short biography per leader. */
export function LeadersGrid({ block, data }: BlockProps<LeadersGridBlock, LeaderCard[]>) {
  useStyles()
  const headingId = useId()
  return (
    <section className="container block-section leaders-grid" aria-labelledby={block.heading ? headingId : undefined}>
      <SectionHeader id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="leaders-grid__list">
        {data.map((leader) => (
          <li key={leader.id} className="leader-card">
            <PersonPhoto
              photo={leader.photo}
              name={leader.name}
              className="leader-card__photo"
              sizes="(min-width: 1200px) 270px, (min-width: 600px) 30vw, 112px"
            />
            <div className="leader-card__body">
              <h3 className="leader-card__name">{leader.name}</h3>
              {leader.position ? <p className="leader-card__position">{leader.position}</p> : null}
              {leader.text ? <p className="leader-card__text">{leader.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
