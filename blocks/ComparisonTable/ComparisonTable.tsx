import { useId } from 'react'
import type { ComparisonTableBlock } from '../../common/payload-types'
import type { BlockProps, Compacted } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Tick } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import comparisonTableCss from './ComparisonTable.css?url'

const useStyles = stylesheets(comparisonTableCss)

type ComparisonLevel = NonNullable<ComparisonTableBlock['rows'][number]['cells']>[number]['level']

/** One cell: a tick (dimmed when partial) for the eye, the level in words for screen readers. */
function Level({ level }: { level: ComparisonLevel }) {
  const { t } = useTranslation()
  return (
    <>
      {level === 'none' ? (
        <span className="comparison__none" aria-hidden="true">
          —
        </span>
      ) : (
        <Tick className={`comparison__tick comparison__tick--${level}`} />
      )}
      <span className="visually-hidden">{t(`Comparison_${level}`)}</span>
    </>
  )
}

/** A real table of approaches against asset classes. It scrolls sideways on its own when it
 * is wider than the screen, never the page. */
export function ComparisonTableFigure({ block }: { block: Compacted<ComparisonTableBlock> }) {
  useStyles()
  const { t } = useTranslation()
  const captionId = useId()
  const columns = block.columns ?? []
  return (
    <figure className="comparison">
      <div className="comparison__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="comparison__table">
          <caption id={captionId} className="comparison__caption">
            {block.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{block.rowHeader}</th>
              {columns.map((column, index) => (
                <th scope="col" key={column.id ?? index}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex}>
                <th scope="row">{row.label}</th>
                {columns.map((column, index) => {
                  const level = row.cells?.[index]?.level ?? 'none'
                  return (
                    <td key={column.id ?? index} data-level={level}>
                      <Level level={level} />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="comparison__key">
        <span className="comparison__key-title">{t('Comparison_key')}:</span>
        <span className="comparison__key-item">
          <Tick className="comparison__tick comparison__tick--full" /> {t('Comparison_full')}
        </span>
        <span className="comparison__key-item">
          <Tick className="comparison__tick comparison__tick--partial" /> {t('Comparison_partial')}
        </span>
        {block.note ? <span className="comparison__note">{block.note}</span> : null}
      </figcaption>
    </figure>
  )
}

/** The table as a page section; inside a tab panel (SideTabs) the figure stands alone. */
export function ComparisonTable({ block }: BlockProps<ComparisonTableBlock>) {
  return (
    <section className="block-section container">
      <ComparisonTableFigure block={block} />
    </section>
  )
}
