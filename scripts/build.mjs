// Builds what `npm start` runs: the Remix site (Vite), the server entry with the Payload config
// (esbuild), and the Payload admin (Next). Skips the work when the sources have not changed.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { withFileLock } from './lib/fileLock.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stampFile = path.join(root, 'build', '.source-hash')
const SOURCES = [
  'app',
  'cms',
  'blocks',
  'features',
  'platform',
  'ui',
  'common',
  'seed',
  'public',
  'server',
  'server.ts',
  'vite.config.ts',
  'vite.islands.config.ts',
  'scripts/build.mjs',
  'package.json',
  'cms/package.json',
]
// Tests and browser specs are in no bundle: changing one rebuilds nothing.
const IGNORE = /(^|\/)(node_modules|\.next|migrations\/.*\.json$)|^cms\/dist|next-env\.d\.ts$|\.tsbuildinfo$|\.(test|spec)\.ts$/

function sourceHash() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    const full = path.join(root, p)
    if (!fs.existsSync(full) || IGNORE.test(p)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name))
    else hash.update(p).update(fs.readFileSync(full))
  }
  SOURCES.forEach(walk)
  return hash.digest('hex')
}

/** The only JSX in the server entry is the mail templates, which @react-email renders with the
 * site's React (18, at the root). Resolved from cms/dist, `react` would be the admin's React 19,
 * whose elements React 18 refuses ("Objects are not valid as a React child"): so React, as our
 * own code imports it, is taken from the root and bundled. */
const siteReact = {
  name: 'site-react',
  setup(build) {
    const fromRoot = createRequire(path.join(root, 'package.json'))
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => ({ path: fromRoot.resolve(args.path) }))
  },
}

/** Builds unless the build is up to date. Processes asking at once (test files that start the
 * server, a developer's `npm start`) take turns: Next refuses a second build in the same folder,
 * and the one that waited finds the build done. */
export async function build({ force = false } = {}) {
  const cache = path.join(root, 'node_modules', '.cache')
  fs.mkdirSync(cache, { recursive: true })
  await withFileLock(path.join(cache, 'veltrana-build.lock'), () => buildNow(force))
}

async function buildNow(force) {
  const hash = sourceHash()
  const complete = [
    'cms/dist/server.mjs',
    'build/server/index.js',
    'build/client/.vite/islands-manifest.json',
    'build/client/.vite/live-preview-manifest.json',
    'cms/.next/BUILD_ID',
  ].every((f) => fs.existsSync(path.join(root, f)))
  if (!force && complete && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log('Build is up to date.')
    return
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_ROOT: root, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production' }
  // Called from a test (which starts the real server), the build must not look like one:
  // vite.config.ts leaves the Remix plugin out under VITEST.
  delete env.VITEST
  const run = (cmd, args, cwd = root, extra = {}) => execFileSync(cmd, args, { cwd, env: { ...env, ...extra }, stdio: 'inherit' })

  console.log('Building the site (Remix + Vite)…')
  run('npx', ['remix', 'vite:build'])
  // What pages actually load: React and their islands (docs/decisions/005).
  run('npx', ['vite', 'build', '--config', 'vite.islands.config.ts', '--logLevel', 'warn'])
  // The admin's live preview page loads its own script, built apart from the islands.
  run('npx', ['vite', 'build', '--config', 'vite.islands.config.ts', '--mode', 'live-preview', '--logLevel', 'warn'])

  console.log('Building the server entry (esbuild)…')
  const dist = path.join(root, 'cms', 'dist')
  fs.rmSync(dist, { recursive: true, force: true })
  await esbuild.build({
    entryPoints: [path.join(root, 'server.ts')],
    // Inside cms/ so that Payload's packages (installed under cms/node_modules with React 19)
    // resolve as they do for Next; the site's packages resolve from the root as usual.
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    // The application is a chunk of its own, loaded only by the processes that serve: a
    // cluster's primary runs the entry alone.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [siteReact],
    sourcemap: true,
    logLevel: 'warning',
    // ESM output still meets CommonJS-style requires in a few dependencies.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  })

  console.log('Building the admin (Payload on Next)…')
  // The admin finds its client components (rich-text editor, dashboard widgets, our custom
  // fields) through the import map; regenerate it so it always matches the config.
  run('npx', ['payload', 'generate:importmap'], root, { PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' })
  run('npx', ['next', 'build', '--webpack'], path.join(root, 'cms'))

  fs.writeFileSync(stampFile, hash)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
