// The README's configuration table, made from the server's schema (common/env.server.ts) and the
// few variables only the tools read: `npm run docs:env` writes it between the README's markers,
// and common/env.test.ts fails while the README holds anything else.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import { VARIABLES } from '../common/env.server'

type Row = { default: string; meaning: string }

/** Read by Playwright, the test runner and the bench, never by the server. */
export const TOOL_VARIABLES: Record<string, Row> = {
  CHROMIUM_PATH: { default: '`/usr/bin/chromium`', meaning: 'the browser the tests, the screenshot tools and the bench drive' },
  E2E_BASE_URL: { default: '—', meaning: 'run the browser tests against a server already running there instead of starting one' },
  E2E_PORT: { default: '`3300`', meaning: 'the port of the server the browser tests start' },
  E2E_SMTP_PORT: { default: '`E2E_PORT` + 1000', meaning: 'the loopback SMTP port the mail browser tests listen on and the e2e server sends to' },
  MONGODB_TEST_URI: { default: '—', meaning: 'a MongoDB replica set for `npm run test:mongo` (the integration tests on MongoDB)' },
}

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md')
export const BEGIN = '<!-- configuration table: made by `npm run docs:env` from common/env.server.ts -->'
export const END = '<!-- end of the configuration table -->'

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The table as prettier writes it, so that the README passes `npm run lint` unchanged. */
export async function configurationTable(): Promise<string> {
  const rows = [...Object.entries(VARIABLES), ...Object.entries(TOOL_VARIABLES)].map(
    ([name, row]) => `| \`${name}\` | ${cell(row.default)} | ${cell(row.meaning)} |`,
  )
  const table = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n')
  return (await prettier.format(table, { ...(await prettier.resolveConfig(README)), parser: 'markdown' })).trim()
}

/** The table the README holds now, between its markers. */
export function readmeTable(readme = fs.readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(BEGIN)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md has no "${BEGIN}" … "${END}"`)
  return readme.slice(start + BEGIN.length, end).trim()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = fs.readFileSync(README, 'utf8')
  fs.writeFileSync(README, readme.replace(`${BEGIN}\n\n${readmeTable(readme)}\n\n${END}`, `${BEGIN}\n\n${await configurationTable()}\n\n${END}`))
}
