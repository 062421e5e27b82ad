import type { ReactNode } from 'react'
import type { MediaLabel } from '../../common/mediaLabels'
import { useTranslation } from '../i18n/useTranslation'
import { Arrow } from '../icons'
import { stylesheets } from '../page/stylesheets'
import { SiteLink } from '../SiteLink'
import sectionHeaderCss from './SectionHeader.css?url'

const useStyles = stylesheets(sectionHeaderCss)

type Props = {
  /** An id for the heading, when something points at it. */
  id?: string
  /** A shared section label (UI string Media_label_<kicker>) shown small above the heading. */
  kicker?: MediaLabel | null
  heading?: string | null
  intro?: string | null
  /** A link at the end of the header ("All news" ...). */
  action?: { url?: string | null; label: ReactNode } | null
}

/** The label, heading and introduction every content section starts with. Without a heading
 * of its own the section's label becomes its heading, so no section is left unnamed. */
export function SectionHeader({ id, kicker, heading, intro, action }: Props) {
  useStyles()
  const label = useKickerLabel(kicker)
  const title = heading || label
  if (!title) return null
  return (
    <header className="content-header">
      <div className="content-header__text">
        {heading && label ? <p className="content-header__kicker">{label}</p> : null}
        <h2 id={id} className="content-header__title">
          {title}
        </h2>
        {intro ? <p className="content-header__intro">{intro}</p> : null}
      </div>
      {action?.url ? (
        <SiteLink href={action.url} className="content-header__action">
          {action.label}
          <Arrow />
        </SiteLink>
      ) : null}
    </header>
  )
}

/** The plainer header of the home and about-us grids: a heading, an introduction, or both; the
 * section stays unnamed without a heading. Styled by section.css, which those blocks import. */
export function PlainSectionHeader({ id, heading, intro }: Pick<Props, 'id' | 'heading' | 'intro'>) {
  if (!heading && !intro) return null
  return (
    <header className="section-header">
      {heading ? <h2 id={id}>{heading}</h2> : null}
      {intro ? <p className="section-header__intro">{intro}</p> : null}
    </header>
  )
}

function useKickerLabel(kicker: MediaLabel | null | undefined): string | null {
  const { t } = useTranslation()
  return kicker ? t(`Media_label_${kicker}`) : null
}

/** The accessible name a section gets from its header (for carousels and tab lists). */
export function useSectionName(kicker: MediaLabel | null | undefined, heading: string | null | undefined): string {
  const label = useKickerLabel(kicker)
  return heading || label || ''
}
