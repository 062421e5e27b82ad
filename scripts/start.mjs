// `npm start`: build what is missing, then run the production server (one process, or a primary
// with WEB_CONCURRENCY workers). Signals go through to it: SIGTERM and Ctrl-C
// stop it gracefully, SIGHUP replaces the workers one at a time.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
await build()
const child = spawn(process.execPath, ['--conditions=production', '--enable-source-maps', path.join(root, 'cms', 'dist', 'server.mjs')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', APP_ROOT: root },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
