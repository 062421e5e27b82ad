import { useEffect, useState, type RefObject } from 'react'

/** The home hero sticks 105 px below the top of the window … */
export const STICKY_TOP = 105
/** … until the page has scrolled 300 px past the top of its section. */
export const RELEASE_AFTER = 300

/** 'static' on the server, without JavaScript and on narrow screens: a normal block. */
export type StickyState = { mode: 'static' } | { mode: 'stuck' } | { mode: 'released'; top: number }

type Refs = {
  /** The grid the sticky element moves within (its sticky constraint). */
  container: RefObject<HTMLElement>
  sticky: RefObject<HTMLElement>
  /** A marker RELEASE_AFTER px below the section's top: once it leaves the window upwards, the
   * page has scrolled past the release point. */
  marker: RefObject<HTMLElement>
}

/**
 * Sticky until the page scrolls past the release point, then a normal block again, and sticky
 * again when scrolled back. One IntersectionObserver on a marker, no scroll listener. On
 * release the element keeps the place sticky gave it at the release point (a relative offset),
 * so it does not jump back to the top of its section.
 */
export function useStickyRelease({ container, sticky, marker }: Refs, wideQuery: string): StickyState {
  const [state, setState] = useState<StickyState>({ mode: 'static' })

  useEffect(() => {
    const markerEl = marker.current
    if (!markerEl || typeof IntersectionObserver === 'undefined') return
    const wide = window.matchMedia(wideQuery)
    let observer: IntersectionObserver | null = null

    const releasedTop = () => {
      const box = container.current?.getBoundingClientRect()
      const element = sticky.current?.getBoundingClientRect()
      if (!box || !element) return 0
      // Where sticky would hold the element when the marker crosses the window's top edge.
      const top = markerEl.getBoundingClientRect().top + STICKY_TOP - box.top
      return Math.max(0, Math.min(top, box.height - element.height))
    }

    const start = () => {
      observer?.disconnect()
      if (!wide.matches) {
        setState({ mode: 'static' })
        return
      }
      observer = new IntersectionObserver(([entry]) => {
        const past = !entry.isIntersecting && entry.boundingClientRect.top < 0
        setState(past ? { mode: 'released', top: releasedTop() } : { mode: 'stuck' })
      })
      observer.observe(markerEl)
    }

    start()
    wide.addEventListener('change', start)
    return () => {
      wide.removeEventListener('change', start)
      observer?.disconnect()
    }
  }, [container, sticky, marker, wideQuery])

  return state
}
