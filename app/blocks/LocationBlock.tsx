import { useRouteLoaderData } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { LinkArrow } from '../components/LinkArrow'
import { SiteLink } from '../components/SiteLink'
import { osmEmbedUrl, osmPageUrl } from '../lib/osm'
import type { RootData } from '../root'
import type { BlockProps } from './RenderBlocks'
import './section.css'
import './LocationBlock.css'

type Fields = { heading: string; text?: string | null }

/** The head office: city, address and an OpenStreetMap embed. The place comes from Site
 * settings (loaded by the root route for the header and footer already). */
export function LocationBlock({ block }: BlockProps<Fields>) {
  const { t } = useTranslation()
  const headingId = useId()
  const root = useRouteLoaderData('root') as RootData | undefined
  const location = root?.layout.settings.location
  const point = location && location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng, zoom: location.zoom || 15 } : null
  return (
    <section className="container location" aria-labelledby={headingId}>
      <div className="location__text">
        <p className="eyebrow">{block.heading}</p>
        <h2 id={headingId} className="location__city">
          {location?.city || block.heading}
        </h2>
        {location?.address ? <address className="location__address">{location.address}</address> : null}
        {block.text ? <p className="location__note">{block.text}</p> : null}
        {point ? (
          <SiteLink href={osmPageUrl(point)} className="text-link">
            {t('Location_larger_map')}
            <LinkArrow />
          </SiteLink>
        ) : null}
      </div>
      {point ? (
        <div className="location__map">
          <iframe
            src={osmEmbedUrl(point)}
            title={t('Location_map_title', { address: location?.address ?? '' })}
            loading="lazy"
            width="800"
            height="450"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
    </section>
  )
}
