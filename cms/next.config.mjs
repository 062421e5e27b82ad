import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Schemas and the code both sides share live beside cms/ (features/, platform/, common/).
  outputFileTracingRoot: path.resolve(dirname, '..'),
  experimental: { externalDir: true, serverMinification: false },
  // Next traces the files each route needs for a standalone copy of the app; the admin runs
  // inside our own server from this checkout, so the trace (a third of the build) is never read.
  outputFileTracingExcludes: { '*': ['**/*'] },
  poweredByHeader: false,
  // Several checkouts' worth of dev servers (helpers, tests) may share cms/; each can get its own.
  // Read here directly: Next loads this file itself, as plain JavaScript that cannot import the
  // TypeScript schema; common/env.server.ts still lists the variable with its default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typescript: { ignoreBuildErrors: true },
  webpack: (config) => {
    // One copy of Payload's UI. React 18 at the root keeps @payloadcms/ui in cms/node_modules,
    // while npm hoists @payloadcms/next to the root and nests a second ui copy under it; two
    // copies mean two React contexts, and the document editor crashes ("useConfig" undefined).
    config.resolve.modules = [path.resolve(dirname, 'node_modules'), ...(config.resolve.modules ?? ['node_modules'])]
    config.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
