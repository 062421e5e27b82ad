// The slim bar at the top while the next page loads. Pages are whole documents (there is no
// client-side router), so the bar shows from the click or submit until the browser leaves.

const BAR = '.nav-progress'

export function showProgressOnNavigation(): void {
  const bar = document.querySelector<HTMLElement>(BAR)
  if (!bar) return
  const busy = (on: boolean) => {
    bar.toggleAttribute('data-busy', on)
    bar.setAttribute('aria-hidden', String(!on))
  }
  // Listeners on the document run after the islands' own handlers, which may have taken over.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return
    const url = new URL(link.href)
    if (url.origin !== location.origin) return
    if (url.pathname === location.pathname && url.search === location.search) return // an in-page anchor
    busy(true)
  })
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) busy(true)
  })
  // Back to this page from the history cache: nothing is loading any more.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) busy(false)
  })
}
