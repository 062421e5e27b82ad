import { pluralOf } from '../../common/format'
import { DOCUMENT_KINDS, KIND_PARAM, REPORTS_PATH, withQuery, YEAR_PARAM } from '../../common/investors'
import type { DocumentLibraryBlock } from '../../common/payload-types'
import { DocumentItem, FilterLinks, useInvestorStyles } from '../../features/investors'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import type { DocumentLibraryData } from './data.server'

const useStyles = stylesheets(sectionCss)

/** The library: filters by year and kind as links, then the documents they keep, newest first. */
export function DocumentLibrary({ block, data }: BlockProps<DocumentLibraryBlock, DocumentLibraryData>) {
  useStyles()
  useInvestorStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  const { documents, years, year, kind } = data
  const href = (y: number | null, k: string | null) => withQuery(REPORTS_PATH, { [YEAR_PARAM]: y, [KIND_PARAM]: k })
  const count = documents.length
  return (
    <section className="block-section container doc-library">
      <PlainSectionHeader heading={block.heading} intro={block.intro} />
      <FilterLinks label={t('Inv_filter_years')} all={t('Inv_all_years')} values={years} chosen={year} href={(y) => href(y, kind)} />
      <FilterLinks
        label={t('Inv_filter_kinds')}
        all={t('Inv_all_kinds')}
        values={DOCUMENT_KINDS}
        chosen={kind}
        href={(k) => href(year, k)}
        labelOf={(k) => t(`Inv_kind_${k}`)}
      />
      <p className="doc-library__count">{count > 0 ? t(`Inv_count_${pluralOf(count, language)}`, { count }) : t('Inv_none')}</p>
      {count > 0 ? (
        <ul className="doc-library__list">
          {documents.map((doc) => (
            <li key={doc.id}>
              <DocumentItem document={doc} level={block.heading ? 3 : 2} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
