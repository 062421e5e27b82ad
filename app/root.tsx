import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Links, Meta, Outlet, isRouteErrorResponse, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useMemo, type ReactNode } from 'react'
import { serverURL } from '../common/env.server'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'
import { lowVisionAttributes, lowVisionKey } from '../features/lowVision'
import lowVisionStylesheet from '../features/lowVision/lowVision.css?url'
import { Footer, Header } from '../features/shell'
import { loadLayout } from '../features/shell/index.server'
import { loadCatalogue } from '../features/translations/index.server'
import favicon from '../public/favicon.svg?raw'
import { ErrorPage } from '../ui/ErrorPage'
import { detectLanguage, requestedLanguage } from '../ui/i18n/i18next.server'
import { languageCookie } from '../ui/i18n/languageCookie.server'
import { islandAssets } from '../ui/islands/assets.server'
import { IslandCollector } from '../ui/islands/Island'
import { IslandScripts } from '../ui/islands/IslandScripts'
import { IslandRegistryContext } from '../ui/islands/registry'
import { useRouteHasIslands, useRouteIsLivePreview } from '../ui/islands/routeIslands'
import { NavigationProgress } from '../ui/NavigationProgress'
import { PageProvider, type PageEnvironment } from '../ui/page/PageContext'
import { findPage } from '../ui/page/pages.server'
import { errorMeta } from '../ui/page/seo'
import { StylesheetsSlot } from '../ui/page/stylesheets'
import { SkipLink } from '../ui/SkipLink'
import { ISLAND_ENTRIES } from './islands/entries'
import { islands as islandRegistry } from './islands/registry'
import stylesheet from './styles/app.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // Written into the page (178 bytes): a first visit's icon is no request beside the main image.
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(favicon)}`, type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await detectLanguage(request)
  const [catalogue, layout, home] = await Promise.all([
    loadCatalogue(context.payload, language),
    loadLayout(context.payload, language),
    findPage(context.payload, 'home', language),
  ])
  const headers = new Headers()
  // Choosing a language with ?lng remembers it; the admin's live preview only names the
  // language being edited, which is no choice of the staff member's for the site.
  if (requestedLanguage(request) && !LIVE_PREVIEW_PATHS.test(new URL(request.url).pathname))
    headers.append('Set-Cookie', await languageCookie.serialize(language))
  // Loader data stays on the server: pages hydrate islands, not the Remix app, so none of this
  // is serialized into the page.
  // The version for the visually impaired is read from its cookie; the HTML cache keys on it too.
  const lowVision = lowVisionKey(request.headers.get('cookie'))
  // The home page's picture stands for the site in link previews of pages without their own.
  return data({ language, catalogue, layout, share: home?.share ?? null, origin: serverURL(), islands: islandAssets(ISLAND_ENTRIES), lowVision }, { headers })
}

/** A page's route gives its own head; an error page, shown by this route's boundary, gets this. */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorMeta(matches, isRouteErrorResponse(error) ? error.status : 500) : [])

export type RootData = Awaited<ReturnType<typeof loader>>['data']

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root') as RootData | undefined
}

/** The document shell; also wraps the error page, when the root loader may not have run. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  const language = root?.language ?? 'en'
  const enhanced = useRouteHasIslands()
  const livePreview = useRouteIsLivePreview()
  const { pathname, search } = useLocation()
  const lowVision = root?.lowVision ?? ''
  const display = lowVisionAttributes(lowVision)
  const page: PageEnvironment = { language, catalogue: root?.catalogue ?? {}, pathname, search, hideImages: display.hideImages }
  // The islands this response renders, collected as it renders them (in document order).
  const islands = useMemo(() => new Set<string>(), [])

  return (
    <html lang={language} dir="ltr" {...display.attributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <Meta />
        <Links />
        <StylesheetsSlot />
        {/* Only pages in a low-vision setting carry its rules (written into the page in production). */}
        {lowVision ? <link rel="stylesheet" href={lowVisionStylesheet} /> : null}
      </head>
      <body>
        <PageProvider value={page}>
          <IslandRegistryContext.Provider value={islandRegistry}>
            <IslandCollector.Provider value={islands}>
              <SkipLink />
              <NavigationProgress />
              {root ? <Header layout={root.layout} language={language} enhanced={enhanced} lowVision={lowVision} /> : null}
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              {root ? <Footer layout={root.layout} enhanced={enhanced} /> : null}
              {root ? <IslandScripts assets={root.islands} names={islands} livePreview={livePreview} /> : null}
            </IslandCollector.Provider>
          </IslandRegistryContext.Provider>
        </PageProvider>
      </body>
    </html>
  )
}

export default function App() {
  useLoaderData<typeof loader>()
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage status={status} />
}
