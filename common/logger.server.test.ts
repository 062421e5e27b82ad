import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger, oncePerTurn } from './logger.server'

// The server's own log on standard output: every line of one turn of the event loop in one
// write, in order, and none lost when the process exits right after logging.

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('the log on standard output', () => {
  it('writes the lines of one turn together, after it, and each later turn apart', async () => {
    const writes: string[] = []
    const logger = createLogger({ level: 'info', worker: 2, destination: oncePerTurn({ write: (data) => writes.push(data) }) })
    logger.info({ path: '/a' }, 'request')
    logger.info({ path: '/b' }, 'request')
    logger.debug({ path: '/hidden' }, 'below the level')
    expect(writes).toEqual([])
    await turn()
    logger.warn({ path: '/c' }, 'request')
    await turn()
    expect(writes).toHaveLength(2)
    const lines = writes.map((write) =>
      write
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    )
    expect(lines.map((batch) => batch.map((line) => line.path))).toEqual([['/a', '/b'], ['/c']])
    expect(lines[1][0]).toMatchObject({ level: 'warn', worker: 2, pid: process.pid, msg: 'request' })
  })

  it('keeps what was logged just before the process exits, on a pipe', () => {
    const script = [
      `const { createLogger } = await import(${JSON.stringify(path.resolve(__dirname, 'logger.server.ts'))})`,
      `const logger = createLogger({ level: 'info', worker: 0 })`,
      `for (let i = 0; i < 3000; i++) logger.info({ line: i }, 'held')`,
      `process.exit(0)`,
    ].join('\n')
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    expect(child.status, child.stderr).toBe(0)
    const lines = child.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { line: number })
    expect(lines.map((line) => line.line)).toEqual(Array.from({ length: 3000 }, (_, i) => i))
  })
})
