// The browser build: app/islands/client.ts (which imports hydrate.tsx after the page
// has loaded) and one chunk per island (docs/decisions/005); and the live preview page's own
// script (app/preview/livePreviewClient.ts), which no public page loads.
// Remix's own client build still runs (its server build needs it), but pages never load it.
import { defineConfig, type Plugin } from 'vite'

/** Styles reach the page through Remix's <Links>; an island's chunk must not load them again. */
const withoutStyles: Plugin = {
  name: 'islands-without-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0islands-no-style' : null),
  load: (id) => (id === '\0islands-no-style' ? 'export default ""' : null),
}

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json'

export default defineConfig({
  plugins: [withoutStyles],
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    target: 'es2022',
    manifest: ISLANDS_MANIFEST,
    // The server lists every chunk a page needs; client.ts preloads them when hydration starts.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: ['app/islands/client.ts', 'app/preview/livePreviewClient.ts'],
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
      },
    },
  },
})
