// The one script of the live preview page (app/routes/live-preview.$collection.$id.tsx), never
// loaded by any other page. The admin's edit view frames that page and posts the unsaved form
// to it on every change (Payload's live preview protocol); this sends the form to the same
// address, where the server renders the page from it with the site's own components, and puts
// the new page in place of the old one, islands hydrated again (carousels, tabs, accordions).
import { isLivePreviewEvent, ready } from '@payloadcms/live-preview'
import type { Root } from 'react-dom/client'
import { LANGUAGE_PARAM } from '../common/languages'
import { hydrateIslands } from '../ui/islands/hydrateIslands'
import { loaders } from './islands/loaders'

type Edit = { data: unknown; locale: unknown }

let roots: Root[] = []
/** The newest edit not rendered yet: edits that arrive during a render are coalesced into one. */
let pending: Edit | null = null
let rendering = false

async function render(edit: Edit): Promise<void> {
  const url = new URL(location.href)
  if (typeof edit.locale === 'string') url.searchParams.set(LANGUAGE_PARAM, edit.locale)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
    body: JSON.stringify({ data: edit.data }),
    credentials: 'same-origin',
  })
  // A form the server cannot render (a half-filled block) keeps the last good rendering.
  if (!response.ok) return
  const next = new DOMParser().parseFromString(await response.text(), 'text/html')
  for (const script of next.body.querySelectorAll('script[src]')) script.remove()
  for (const root of roots) root.unmount()
  const y = window.scrollY
  document.documentElement.lang = next.documentElement.lang
  document.title = next.title
  // A page carries the stylesheets of what it renders: a block just added brings its own.
  for (const sheet of stylesheetsOf(document)) sheet.remove()
  document.head.append(...stylesheetsOf(next).map((node) => document.importNode(node, true)))
  document.body.replaceChildren(...[...next.body.childNodes].map((node) => document.importNode(node, true)))
  window.scrollTo(0, y)
  roots = await hydrateIslands(document, loaders)
}

const stylesheetsOf = (page: Document) => [...page.head.querySelectorAll('style[data-href], link[rel="stylesheet"]')]

async function drain(): Promise<void> {
  if (rendering) return
  rendering = true
  try {
    while (pending) {
      const edit = pending
      pending = null
      await render(edit).catch((error: unknown) => console.error('Live preview:', error))
    }
  } finally {
    rendering = false
  }
}

/** A link to another page opens in a new tab: this frame shows the one document being edited. */
function keepLinksOutOfTheFrame(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.target) return
  const url = new URL(link.href)
  if (url.origin === location.origin && url.pathname === location.pathname) return
  event.preventDefault()
  window.open(url, '_blank', 'noopener')
}

async function start() {
  roots = await hydrateIslands(document, loaders)
  document.documentElement.classList.add('js')
  document.addEventListener('click', keepLinksOutOfTheFrame)
  window.addEventListener('message', (event: MessageEvent) => {
    if (!isLivePreviewEvent(event, location.origin)) return
    const message = event.data as Edit
    pending = { data: message.data, locale: message.locale }
    void drain()
  })
  ready({ serverURL: location.origin })
}

void start()
