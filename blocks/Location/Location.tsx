import { useId } from 'react'
import type { LocationBlock } from '../../common/payload-types'
import { useSiteSettings } from '../../features/shell'
import type { BlockProps } from '../../ui/blocks/types'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { AFTER_LOAD_ATTRIBUTE } from '../../ui/islands/protocol'
import { useRouteHasIslands } from '../../ui/islands/routeIslands'
import { LinkArrow } from '../../ui/LinkArrow'
import { stylesheets } from '../../ui/page/stylesheets'
import sectionCss from '../../ui/section/section.css?url'
import { SiteLink } from '../../ui/SiteLink'
import locationCss from './Location.css?url'
import { osmEmbedUrl, osmPageUrl } from './osm'

const useStyles = stylesheets(sectionCss, locationCss)

/** The head office: city, address and an OpenStreetMap embed. The place comes from Site
 * settings (loaded by the root route for the header and footer already). */
export function Location({ block }: BlockProps<LocationBlock>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const location = useSiteSettings()?.location
  const point = location && location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng, zoom: location.zoom || 15 } : null
  // On a page that loads scripts, another site's page is put in once this one has loaded and
  // painted (app/islands/client.ts), so it never delays the first paint; the noscript keeps it for
  // browsers without JavaScript. A page without scripts shows it as it is.
  const deferred = useRouteHasIslands()
  const map = point ? (
    <iframe
      src={osmEmbedUrl(point)}
      title={t('Location_map_title', { address: location?.address ?? '' })}
      loading="lazy"
      width="800"
      height="450"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : null
  return (
    <section className="container split location" aria-labelledby={headingId}>
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
      {map ? <div className="location__map">{deferred ? <noscript {...{ [AFTER_LOAD_ATTRIBUTE]: '' }}>{map}</noscript> : map}</div> : null}
    </section>
  )
}
