// The browser build: app/islands/client.ts (which imports hydrate.tsx after the page
// has loaded) and one chunk per island (docs/decisions/005).
// Remix's own client build still runs (its server build needs it), but pages never load it.
// `--mode live-preview` builds the live preview page's script (app/livePreviewClient.ts)
// on its own, into its own folder: a second entry here would share chunks with client.ts and
// change what every page with islands loads, for a script no public page runs.
import { defineConfig, type Plugin } from 'vite'
import { ISLAND_ENTRIES } from './app/islands/entries'

/** Styles reach the page through Remix's <Links>; an island's chunk must not load them again. */
const withoutStyles: Plugin = {
  name: 'islands-without-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0islands-no-style' : null),
  load: (id) => (id === '\0islands-no-style' ? 'export default ""' : null),
}

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json'
export const LIVE_PREVIEW_MANIFEST = '.vite/live-preview-manifest.json'

export default defineConfig(({ mode }) => {
  const livePreview = mode === 'live-preview'
  const files = `assets/${livePreview ? 'live-preview' : 'islands'}/[name]-[hash].js`
  return {
    plugins: [withoutStyles],
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'build/client',
      emptyOutDir: false,
      target: 'es2022',
      manifest: livePreview ? LIVE_PREVIEW_MANIFEST : ISLANDS_MANIFEST,
      // The server lists every chunk a page needs; client.ts preloads them when hydration starts.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: livePreview ? ISLAND_ENTRIES.livePreview : ISLAND_ENTRIES.islands,
        output: { entryFileNames: files, chunkFileNames: files },
      },
    },
  }
})
