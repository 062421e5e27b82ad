import { twoDigits } from '../../common/format'
import type { FaqListBlock } from '../../common/payload-types'
import { faqCategoryAnchor } from '../../features/faq'
import { Accordion } from '../../ui/accordion/Accordion'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import { RichText } from '../../ui/RichText'
import type { FaqGroup } from './data.server'
import faqListCss from './FaqList.css?url'

const useStyles = stylesheets(faqListCss)

/** The FAQ as accordions, one per category, questions numbered within their category. */
export function FaqList({ block, data }: BlockProps<FaqListBlock, FaqGroup[]>) {
  useStyles()
  const { t } = useTranslation()
  return (
    <section className="block-section container faq">
      {block.intro ? <p className="faq__intro">{block.intro}</p> : null}
      {data.map((group) => (
        <section key={group.category} className="faq__group" aria-labelledby={faqCategoryAnchor(group.category)}>
          <header className="faq__group-header">
            <h2 id={faqCategoryAnchor(group.category)} className="faq__category">
              {group.name}
            </h2>
            <p className="faq__count">{t('FAQ_category_count', { count: group.items.length })}</p>
          </header>
          <Accordion
            items={group.items.map((item, index) => ({
              id: String(item.id),
              heading: (
                <>
                  <span className="faq__number">{twoDigits(index + 1)}</span>
                  <span>{item.question}</span>
                </>
              ),
              panel: <RichText content={item.answer} />,
            }))}
          />
        </section>
      ))}
    </section>
  )
}
