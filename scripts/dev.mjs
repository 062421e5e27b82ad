// `npm run dev`: the same single process with hot reload: Vite middleware for the site,
// Next dev for the admin, TypeScript run directly by tsx.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const child = spawn('npx', ['tsx', 'server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    APP_ROOT: root,
    // Importing Payload's rich-text package outside Next hangs on Node 20 without a condition.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=development`.trim(),
    NEXT_TELEMETRY_DISABLED: '1',
    // React 18 (site) and React 19 (admin) live side by side on purpose.
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
