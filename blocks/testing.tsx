// Renders a block as the server does, inside the page's context with the shipped UI strings,
// for the blocks' unit tests.
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Language } from '../common/languages'
import { readCatalogueFiles } from '../features/translations/seed'
import type { Image } from '../ui/media'
import { PageProvider } from '../ui/page/PageContext'

const catalogues = readCatalogueFiles()

export function renderBlock(
  element: ReactElement,
  { language = 'en', pathname = '/', search = '' }: { language?: Language; pathname?: string; search?: string } = {},
): string {
  return renderToString(<PageProvider value={{ language, catalogue: catalogues[language], pathname, search }}>{element}</PageProvider>)
}

/** A compacted upload, as blocks receive images. */
export function testImage(name: string, alt = `${name} picture`): Image {
  return {
    url: `/api/media/file/${name}.webp`,
    alt,
    width: 1200,
    height: 800,
    srcSet: `/api/media/file/${name}-640.webp 640w, /api/media/file/${name}.webp 1200w`,
  }
}
