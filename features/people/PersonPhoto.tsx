import { usePage } from '../../ui/page/PageContext'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { initials } from './initials'
import personPhotoCss from './PersonPhoto.css?url'

const useStyles = stylesheets(personPhotoCss)

type Props = { photo: unknown; name: string; className: string; sizes: string }

/** A person's photo or, without one, their initials on the brand gradient. The initials are drawn
 * here from the name in the page's language (an image would carry one script for both); the name
 * is read out beside it, so the stand-in is decorative. */
export function PersonPhoto({ photo, name, className, sizes }: Props) {
  useStyles()
  const { hideImages } = usePage()
  if (photo) return <ResponsiveImage media={photo} className={className} sizes={sizes} />
  if (hideImages) return null
  return (
    <svg className={`${className} person-initials`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central">
        {initials(name)}
      </text>
    </svg>
  )
}
