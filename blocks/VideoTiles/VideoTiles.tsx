import { useId } from 'react'
import type { VideoTilesBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Play } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import videoTilesCss from './VideoTiles.css?url'

const useStyles = stylesheets(sectionCss, videoTilesCss)

/** Poster tiles whose play button opens the film's page in a new tab. */
export function VideoTiles({ block }: BlockProps<VideoTilesBlock>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const TileTitle = block.heading ? 'h3' : 'h2'
  return (
    <section className="container video-tiles" aria-labelledby={block.heading ? headingId : undefined}>
      <PlainSectionHeader id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="video-tiles__list tile-grid">
        {block.tiles.map((tile, i) => (
          <li className="video-tile" key={tile.id ?? i}>
            <div className="video-tile__media stack">
              <ResponsiveImage media={tile.image} className="video-tile__image" sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw" />
              <SiteLink href={tile.url} className="video-tile__play" aria-label={t('VideoTiles_play', { title: tile.title })}>
                <Play />
              </SiteLink>
            </div>
            <TileTitle className="video-tile__title">{tile.title}</TileTitle>
          </li>
        ))}
      </ul>
    </section>
  )
}
