import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withFileLock } from '../scripts/lib/fileLock.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-lock-test-'))
const lockFile = path.join(dir, 'work.lock')
afterEach(() => fs.rmSync(lockFile, { force: true }))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const started = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

describe('withFileLock', () => {
  it('lets one holder work at a time, and leaves no file behind', async () => {
    const log: string[] = []
    const work = (name: string) => async () => {
      log.push(`${name} in`)
      await sleep(50)
      log.push(`${name} out`)
      return name
    }
    const results = await Promise.all([withFileLock(lockFile, work('a'), { pollMs: 10 }), withFileLock(lockFile, work('b'), { pollMs: 10 })])
    expect(results).toEqual(['a', 'b'])
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out'])
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it('releases the lock when the work throws', async () => {
    await expect(withFileLock(lockFile, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed')
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it('takes over a lock whose process has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!
    fs.writeFileSync(lockFile, `${ended} 1`)
    expect(await withFileLock(lockFile, () => 'done', { timeoutMs: 1000 })).toBe('done')
  })

  it('takes over a lock naming a live pid that another process held before (the pid was reused)', async () => {
    fs.writeFileSync(lockFile, `${process.pid} ${Number(started(process.pid)) - 1}`)
    expect(await withFileLock(lockFile, () => 'done', { timeoutMs: 1000 })).toBe('done')
  })

  it('waits for a live holder in another process, and says who holds it when waiting runs out', async () => {
    const holder = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { withFileLock } = await import(${JSON.stringify(path.resolve('scripts/lib/fileLock.mjs'))})
       await withFileLock(${JSON.stringify(lockFile)}, () => { console.log('held'); return new Promise((r) => setTimeout(r, 1500)) })`,
    ])
    await new Promise((resolve) => holder.stdout.once('data', resolve))
    await expect(withFileLock(lockFile, () => 'too soon', { timeoutMs: 200, pollMs: 20 })).rejects.toThrow(`held by process ${holder.pid}`)
    expect(await withFileLock(lockFile, () => 'after it', { timeoutMs: 10_000, pollMs: 20 })).toBe('after it')
    expect(holder.exitCode ?? (await new Promise((resolve) => holder.once('exit', resolve)))).toBe(0)
  })
})
