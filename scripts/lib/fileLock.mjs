// A lock between processes on one machine: a file made only if absent, holding who holds it.
// Processes that would otherwise do one piece of work at once (a build, a test database, a
// migration) take turns: one does it, the others wait and then find it done.
import fs from 'node:fs'

/** When this process started (clock ticks since boot, Linux's /proc; empty elsewhere). With the
 * pid it names this process for good: a pid alone is handed to a new process once this one ends. */
function startTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? ''
  } catch {
    return ''
  }
}

const me = () => `${process.pid} ${startTime(process.pid)}`

/** Whether the process a lock file names is still the one that took it. */
function holds(holder) {
  const [pid, started = ''] = holder.trim().split(' ')
  if (!Number(pid)) return false
  try {
    process.kill(Number(pid), 0)
  } catch (error) {
    // EPERM: alive, another user's.
    if (error.code !== 'EPERM') return false
  }
  return !started || startTime(pid) === started
}

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * Runs `work` holding the lock file `file`; waits (polling) while a live process holds it, and
 * takes over one whose holder has ended. After `timeoutMs` of waiting it throws, naming the holder.
 * @template T
 * @param {string} file
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withFileLock(file, work, { timeoutMs = 15 * 60_000, pollMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      fs.writeFileSync(file, me(), { flag: 'wx' })
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const holder = read(file)
    if (holder === null) continue
    if (!holds(holder)) {
      // Left by a process that ended: removed only if nobody has taken it since it was read.
      if (read(file) === holder) fs.rmSync(file, { force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`${file} is held by process ${holder.split(' ')[0]} for longer than ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  const release = () => read(file) === me() && fs.rmSync(file, { force: true })
  process.on('exit', release)
  try {
    return await work()
  } finally {
    process.off('exit', release)
    release()
  }
}
