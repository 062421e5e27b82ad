// The one script a page with islands loads up front (1.5 KB with Vite's preload helper). Hydration starts once
// the page has loaded and painted its main image: the first paint and the largest image never share the network
// or the main thread with React (the page works as HTML until then, docs/decisions/005).

import { AFTER_LOAD_ATTRIBUTE, ISLAND_ATTRIBUTE, WAITING_IMAGE_CLASS } from '../../ui/islands/protocol'

/** The modules the server listed for this page: the runtime and its islands' chunks. */
function pageModules(): string[] {
  return document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ').filter(Boolean) ?? []
}

/** What the server kept in a `<noscript data-after-load>` (another site's frame, a picture below
 * the main one): put in now, instead of the box a picture left in its place. With scripts on, a
 * noscript's content is its markup as text. An island puts in its own when it runs. */
function addDeferred() {
  for (const kept of document.querySelectorAll(`noscript[${AFTER_LOAD_ATTRIBUTE}]`)) {
    if (kept.closest(`[${ISLAND_ATTRIBUTE}]`)) continue
    if (kept.previousElementSibling?.classList.contains(WAITING_IMAGE_CLASS)) kept.previousElementSibling.remove()
    kept.insertAdjacentHTML('afterend', kept.textContent ?? '')
    kept.remove()
  }
}

function start() {
  addDeferred()
  // Fetched in parallel now, instead of one import after another as the runtime reaches them.
  for (const href of pageModules()) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  void import('./hydrate')
}

/** Longest wait for the paint below (a main image that fails, or is not the largest on screen). */
const PAINT_WAIT_MS = 1000

/**
 * Resolves once the browser reports the page's main image (ui/ResponsiveImage.tsx, `priority`)
 * painted, or its first paint where there is none: the load event can come before the first
 * paint, and a frame's callback runs before its paint is on screen. Browsers without paint
 * timings: once the image is decoded and two frames have passed.
 */
function mainImagePainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  const type = image ? 'largest-contentful-paint' : 'paint'
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
    const decoded = image ? image.decode().catch(() => undefined) : Promise.resolve()
    return decoded.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  }
  const painted = (entry: PerformanceEntry) => (image ? (entry as LargestContentfulPaint).element === image : entry.name === 'first-contentful-paint')
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(painted)) done()
    })
    const timer = setTimeout(() => done(), PAINT_WAIT_MS)
    function done() {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    observer.observe({ type, buffered: true })
  })
}

const afterPaint = () => void mainImagePainted().then(() => setTimeout(start, 0))
if (document.readyState === 'complete') afterPaint()
else addEventListener('load', afterPaint, { once: true })
