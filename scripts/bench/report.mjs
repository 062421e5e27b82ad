// Collects one line per budget, the raw figures, and writes them: the terminal, JSON for
// machines, a markdown table to paste into docs/performance.md.
import fs from 'node:fs'
import path from 'node:path'

export function createReport() {
  const rows = []
  const raw = { when: new Date().toISOString() }
  return {
    raw,
    /** One budget's outcome; `pass` null means measured without a budget (shown as INFO). */
    line(measure, figure, budget, pass) {
      rows.push({ measure, figure, budget, pass })
      const tag = pass === null ? 'INFO' : pass ? 'PASS' : 'FAIL'
      console.log(`${tag}  ${measure}: ${figure}${budget ? ` (budget ${budget})` : ''}`)
    },
    failed: () => rows.some((r) => r.pass === false),
    write(dir) {
      fs.mkdirSync(dir, { recursive: true })
      raw.lines = rows
      fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(raw, null, 2))
      fs.writeFileSync(path.join(dir, 'latest.md'), markdown(rows, raw.when))
      const summary = rows.map((r) => `${r.pass === null ? 'INFO' : r.pass ? 'PASS' : 'FAIL'}  ${r.measure}: ${r.figure}`)
      return summary.join('\n')
    },
  }
}

function markdown(rows, when) {
  const cell = (s) => String(s ?? '').replace(/\|/g, '\\|')
  return [
    `Measured ${when}.`,
    '',
    '| Measure | Figure | Budget | Result |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.measure)} | ${cell(r.figure)} | ${cell(r.budget)} | ${r.pass === null ? '—' : r.pass ? 'pass' : '**FAIL**'} |`),
    '',
  ].join('\n')
}
