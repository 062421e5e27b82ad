import { useId } from 'react'
import { formatNumber } from '../../common/format'
import type { FiguresBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import figuresCss from './Figures.css?url'

const useStyles = stylesheets(sectionCss, figuresCss)

/** A unit written after a space (" млрд ₽") may move under its number when the card is narrow,
 * but stays whole. */
const unbreakable = (unit: string) => unit.replace(/(\S) +(?=\S)/g, '$1\u00a0')

/** Key figures in the page's number format (55,080 in English, 55 080 in Russian). */
export function Figures({ block }: BlockProps<FiguresBlock>) {
  useStyles()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section className="figures" aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        <PlainSectionHeader id={headingId} heading={block.heading} intro={block.intro} />
        <dl className="figures__list">
          {(block.items ?? []).map((item, i) => (
            <div className="figures__item" key={item.id ?? i}>
              <dt className="figures__label">{item.label}</dt>
              <dd className="figures__value">
                {formatNumber(item.value, language)}
                {item.suffix ? <span className="figures__suffix">{unbreakable(item.suffix)}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
