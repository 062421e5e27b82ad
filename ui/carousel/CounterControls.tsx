import { twoDigits } from '../../common/format'
import { useTranslation } from '../i18n/useTranslation'
import { Chevron } from '../icons'
import { stylesheets } from '../page/stylesheets'
import type { CarouselState } from './Carousel'
import counterControlsCss from './CounterControls.css?url'

const useStyles = stylesheets(counterControlsCss)

type Props = {
  state: CarouselState
  /** The about-us slider has a next button only. */
  withPrevious?: boolean
}

/**
 * Carousel controls with a "01 / 03" counter for Carousel's renderControls. The counter follows
 * Embla's selected slide; screen readers get the position from the slides' "N of M" labels, so
 * the counter itself is hidden from them. Without JavaScript the row scrolls by itself and the
 * controls are hidden (see the CSS), since they could only show a stale "01".
 */
export function CounterControls({ state, withPrevious = true }: Props) {
  useStyles()
  const { t } = useTranslation()
  const { selected, count, next, previous, slidesId } = state
  return (
    <div className="counter-controls">
      <p className="counter-controls__count" aria-hidden="true">
        <span className="counter-controls__current">{twoDigits(selected + 1)}</span>
        <span className="counter-controls__separator">/</span>
        <span className="counter-controls__total">{twoDigits(count)}</span>
      </p>
      <div className="counter-controls__buttons">
        {withPrevious ? (
          <button type="button" className="carousel__arrow carousel__arrow--prev icon-ring" aria-controls={slidesId} onClick={previous}>
            <Chevron />
            <span className="visually-hidden">{t('Carousel_previous')}</span>
          </button>
        ) : null}
        <button type="button" className="carousel__arrow carousel__arrow--next icon-ring" aria-controls={slidesId} onClick={next}>
          <Chevron />
          <span className="visually-hidden">{t('Carousel_next')}</span>
        </button>
      </div>
    </div>
  )
}
