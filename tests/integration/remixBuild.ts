import type { ServerBuild } from '@remix-run/node'

/** A Remix server build of the given routes alone under an empty root, for serving them over
 * HTTP through server/remixHandler.ts as server/app.ts does. A document render answers with its
 * status and the text "document" (the tests look at loaders, actions and their responses). */
export function remixBuild(routes: Record<string, { path: string; module: unknown }>): ServerBuild {
  return {
    mode: 'production',
    entry: { module: { default: (_request: Request, status: number, headers: Headers) => new Response('document', { status, headers }) } },
    routes: {
      root: { id: 'root', path: '', module: {} },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: 'root', ...route }])),
    },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}
