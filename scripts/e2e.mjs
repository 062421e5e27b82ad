// `npm run test:e2e`: Playwright against the production build (playwright.config.ts starts it).
import { spawnSync } from 'node:child_process'

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
