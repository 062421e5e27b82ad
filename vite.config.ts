import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

// Payload and its native pieces run in the Node process beside Remix; they must never be
// bundled into the site's server or browser build.
const serverOnlyPackages = [
  'payload',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-mongodb',
  '@payloadcms/richtext-lexical',
  'sharp',
  'libsql',
  '@libsql/client',
  'graphql',
  'bcryptjs',
]

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    !process.env.VITEST &&
      remix({
        ignoredRouteFiles: ['**/*.test.*', '**/*.css'],
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
  ],
  ssr: { external: serverOnlyPackages },
  optimizeDeps: { exclude: serverOnlyPackages },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // Read here directly: Vite and vitest load this file as tools too; common/env.server.ts still
  // documents HMR_PORT and validates it when the dev server starts.
  server: { hmr: { port: Number(process.env.HMR_PORT || 24678) } },
  test: {
    include: [
      'app/**/*.test.ts',
      'blocks/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'cms/**/*.test.ts',
      'server/**/*.test.ts',
      'platform/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'features/**/*.test.{ts,tsx}',
      'seed/**/*.test.ts',
      'tests/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share their worker's process; tests/fileSetup.ts resets what one leaves for the next.
    isolate: false,
    setupFiles: ['tests/fileSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
  },
})
