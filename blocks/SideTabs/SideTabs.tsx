import type { SideTabsBlock } from '../../common/payload-types'
import type { BlockProps, Compacted } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import { RichText } from '../../ui/RichText'
import { Tabs } from '../../ui/tabs/Tabs'
import { ComparisonTableFigure } from '../ComparisonTable/ComparisonTable'
import sideTabsCss from './SideTabs.css?url'

const useStyles = stylesheets(sideTabsCss)

/** What a tab panel may hold: the blocks its schema allows there. */
type PanelBlock = NonNullable<Compacted<SideTabsBlock>['tabs'][number]['content']>[number]

/** One piece of a tab panel, drawn without a page section's container and spacing. */
function PanelContent({ block }: { block: PanelBlock }) {
  switch (block.blockType) {
    case 'richText':
      return <RichText content={block.content} />
    case 'comparisonTable':
      return <ComparisonTableFigure block={block} />
  }
}

/** Tabs whose panels are rich text and other content; each tab is also ?tab=<slug>. */
export function SideTabs({ block, pageTitle }: BlockProps<SideTabsBlock>) {
  useStyles()
  const { t } = useTranslation()
  const tabs = block.tabs.map((tab) => ({
    id: tab.slug,
    label: tab.label,
    panel: (tab.content ?? []).map((content, index) => <PanelContent key={content.id ?? index} block={content} />),
  }))
  return (
    <section className="block-section container side-tabs">
      <Tabs
        label={block.heading || t('Tabs_sections_of', { title: pageTitle })}
        heading={block.heading}
        tabs={tabs}
        orientation={block.orientation ?? 'vertical'}
      />
    </section>
  )
}
