import useEmblaCarousel from 'embla-carousel-react'
import { Children, useCallback, useContext, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Chevron } from '../icons'
import { ImagesWaitForScripts } from '../imagesWait'
import { stylesheets } from '../page/stylesheets'
import { usePrefersReducedMotion } from '../usePrefersReducedMotion'
import carouselCss from './Carousel.css?url'

const useStyles = stylesheets(carouselCss)

export type Breakpoint = { minWidth: number; slides: number }

export type CarouselState = {
  selected: number
  count: number
  next: () => void
  previous: () => void
  goTo: (index: number) => void
  /** Ids for aria-controls on custom controls. */
  slidesId: string
}

type Props = {
  /** The carousel's accessible name. */
  label: string
  children: ReactNode
  loop?: boolean
  /** Slides in view below the first breakpoint. */
  slides?: number
  /** Slides in view from each width up (CMS data, so rendered as a scoped style). */
  breakpoints?: Breakpoint[]
  /** Space between slides, px. */
  gap?: number
  className?: string
  /** Replace the default previous/next arrows (e.g. a next button and a counter). */
  renderControls?: (state: CarouselState) => ReactNode
}

/**
 * The WAI-ARIA carousel pattern on Embla: a labelled region with named previous/next buttons
 * whose slides are groups labelled "N of M". Rendered on the server as a scroll-snapping row,
 * so it is usable (and shifts nothing) before or without JavaScript; Embla then takes over,
 * with swipe, the arrow keys and no animation when the user prefers reduced motion.
 */
export function Carousel({ label, children, loop = true, slides = 1, breakpoints = [], gap = 0, className = '', renderControls }: Props) {
  useStyles()
  const { t } = useTranslation()
  const reducedMotion = usePrefersReducedMotion()
  const scope = useId().replace(/:/g, '')
  const slidesId = `${scope}-slides`
  const items = Children.toArray(children)
  const count = items.length
  const [viewportRef, embla] = useEmblaCarousel({
    loop: loop && count > 1,
    align: 'start',
    duration: reducedMotion ? 0 : 25,
    containScroll: loop ? false : 'trimSnaps',
  })
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  const jump = reducedMotion
  const next = useCallback(() => embla?.scrollNext(jump), [embla, jump])
  const previous = useCallback(() => embla?.scrollPrev(jump), [embla, jump])
  const goTo = useCallback((index: number) => embla?.scrollTo(index, jump), [embla, jump])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next()
    else if (event.key === 'ArrowLeft') previous()
    else return
    event.preventDefault()
  }

  // The slides that can be in view before anyone moves the carousel, at the widest breakpoint;
  // the pictures of the others wait until it runs.
  const firstView = Math.max(slides, ...breakpoints.map((bp) => bp.slides))
  const waiting = useContext(ImagesWaitForScripts)
  const state: CarouselState = { selected, count, next, previous, goTo, slidesId }
  const style = [
    `.${scope}{--per-view:${slides};--gap:${gap}px}`,
    ...[...breakpoints].sort((a, b) => a.minWidth - b.minWidth).map((bp) => `@media (min-width:${bp.minWidth}px){.${scope}{--per-view:${bp.slides}}}`),
  ].join('')

  return (
    <section
      className={`carousel ${scope} ${className}`}
      // The roledescriptions are fixed, "carousel" here and "slide" on each slide, in both languages.
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={embla ? true : undefined}
    >
      <style>{style}</style>
      {/* Before (or without) JavaScript the row scrolls natively: it takes focus so the keyboard
          can scroll it too, even when no slide holds a link. */}
      <div className="carousel__viewport" ref={viewportRef} onKeyDown={onKeyDown} tabIndex={embla ? undefined : 0}>
        <div className="carousel__track" id={slidesId} aria-live="polite">
          {items.map((item, index) => (
            <div className="carousel__slide" key={index} role="group" aria-roledescription="slide" aria-label={t('Carousel_slide_of', { n: index + 1, count })}>
              <ImagesWaitForScripts.Provider value={waiting || (index >= firstView && !embla)}>{item}</ImagesWaitForScripts.Provider>
            </div>
          ))}
        </div>
      </div>
      {count > 1
        ? (renderControls?.(state) ?? (
            <div className="carousel__controls">
              <button type="button" className="carousel__arrow carousel__arrow--prev icon-ring" aria-controls={slidesId} onClick={previous} disabled={!embla}>
                <Chevron />
                <span className="visually-hidden">{t('Carousel_previous')}</span>
              </button>
              <button type="button" className="carousel__arrow carousel__arrow--next icon-ring" aria-controls={slidesId} onClick={next} disabled={!embla}>
                <Chevron />
                <span className="visually-hidden">{t('Carousel_next')}</span>
              </button>
            </div>
          ))
        : null}
    </section>
  )
}
