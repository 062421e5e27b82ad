import type { ComponentType } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { RichText } from '../components/RichText'
import { Tabs } from '../components/tabs/Tabs'
import type { PageBlock } from '../content/pages.server'
import { ComparisonTable } from './ComparisonTableBlock'
import type { BlockProps } from './RenderBlocks'
import './SideTabsBlock.css'

type Tab = { id?: string; slug: string; label: string; content?: PageBlock[] | null }
type SideTabs = { heading?: string | null; orientation?: 'vertical' | 'horizontal' | null; tabs?: Tab[] }

/** What a tab panel may hold (collections/blocks/SideTabs.ts), drawn without a page section's
 * container and spacing. */
const panelComponents: Record<string, ComponentType<{ block: any }>> = {
  richText: ({ block }) => <RichText content={block.content} />,
  comparisonTable: ComparisonTable,
}

/** Tabs whose panels are rich text and other content; each tab is also ?tab=<slug>. */
export function SideTabsBlock({ block, pageTitle }: BlockProps<SideTabs>) {
  const { t } = useTranslation()
  const tabs = (block.tabs ?? []).map((tab) => ({
    id: tab.slug,
    label: tab.label,
    panel: (tab.content ?? []).map((content, index) => {
      const Component = panelComponents[content.blockType]
      return Component ? <Component key={content.id ?? index} block={content} /> : null
    }),
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
