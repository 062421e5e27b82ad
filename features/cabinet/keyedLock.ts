// One operation at a time per e-mail, across both Payload copies in the process: sign-in counting and registration read,
// then write, and two requests for one address must not interleave.
const KEY = Symbol.for('veltrana.cabinetLocks')

function tails(): Map<string, Promise<unknown>> {
  const g = globalThis as unknown as Record<symbol, Map<string, Promise<unknown>>>
  return (g[KEY] ??= new Map())
}

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const map = tails()
  const before = map.get(key) ?? Promise.resolve()
  const run = before.catch(() => undefined).then(work)
  const tail = run.catch(() => undefined)
  map.set(key, tail)
  try {
    return await run
  } finally {
    if (map.get(key) === tail) map.delete(key)
  }
}
