import { useId } from 'react'
import { safeHref } from '../../common/links'
import type { HistoryTimelineBlock } from '../../common/payload-types'
import type { BlockProps, Compacted } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Play } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { ResponsivePicture } from '../../ui/ResponsivePicture'
import { RichText } from '../../ui/RichText'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { Tabs, type Tab } from '../../ui/tabs/Tabs'
import type { HistoryPeriodData, Milestone } from './data.server'
import historyTimelineCss from './HistoryTimeline.css?url'
import { groupByYear } from './milestoneYears'

const useStyles = stylesheets(historyTimelineCss)

type Banner = Compacted<HistoryTimelineBlock['banner']>

/** The history page: introduction, film banner, and the milestones in one tab per period
 * (the first period by default; ?tab=<period> selects another, also without JavaScript). */
export function HistoryTimeline({ block, data, index }: BlockProps<HistoryTimelineBlock, HistoryPeriodData[]>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const tabs: Tab[] = data.map(({ period, milestones }) => ({
    id: period,
    label: t(`History_period_${period}`),
    panel: <Timeline milestones={milestones} />,
  }))
  return (
    <>
      {block.intro ? (
        <div className="container history-intro">
          <RichText content={block.intro} className="rich-text history-intro__text" />
        </div>
      ) : null}
      {block.banner?.image ? <HistoryBanner banner={block.banner} priority={index === 0} /> : null}
      <section className="container block-section history" aria-labelledby={block.heading ? headingId : undefined}>
        <SectionHeader id={headingId} heading={block.heading} />
        <Tabs label={t('History_periods_label')} tabs={tabs} className="tabs--wrap history__tabs" />
      </section>
    </>
  )
}

function HistoryBanner({ banner, priority }: { banner: Banner; priority: boolean }) {
  const { t } = useTranslation()
  const playUrl = safeHref(banner.playUrl)
  return (
    <section className="history-banner stack">
      <ResponsivePicture media={banner.image} mobileMedia={banner.mobileImage} className="history-banner__image" priority={priority} />
      <div className="container history-banner__content">
        {banner.heading ? <h2 className="history-banner__heading">{banner.heading}</h2> : null}
        {banner.text ? <p className="history-banner__text">{banner.text}</p> : null}
        {playUrl ? (
          <a
            className="history-banner__play"
            href={playUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('History_play_label', { title: banner.heading ?? '' })} ${t('Opens_new_tab')}`}
          >
            <span className="history-banner__play-icon">
              <Play />
            </span>
            {t('History_play')}
          </a>
        ) : null}
      </div>
    </section>
  )
}

function Timeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="timeline">
      {groupByYear(milestones).map((group) => (
        <li key={group.items[0]!.id} className="timeline__year">
          {group.year ? <h3 className="timeline__label">{group.year}</h3> : null}
          <ol className="timeline__cards">
            {group.items.map((milestone) => (
              <li key={milestone.id} className="milestone panel">
                <ResponsiveImage media={milestone.image} className="milestone__image" sizes="(min-width: 960px) 340px, 100vw" />
                <div className="milestone__body">
                  <h4 className="milestone__title">{milestone.title}</h4>
                  {milestone.text ? <p className="milestone__text">{milestone.text}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}
