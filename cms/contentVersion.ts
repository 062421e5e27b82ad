// A counter every content change bumps, shared by the two Payload instances in this process
// (Next bundles its own copy of Payload; the Remix side has another). Both run in one V8
// isolate, so a globalThis slot is the cheapest channel: the site drops its caches when the
// number moves, and an edit in the admin shows on the next request.
const KEY = Symbol.for('veltrana.contentVersion')
type Slot = { version: number }

function slot(): Slot {
  const g = globalThis as unknown as Record<symbol, Slot>
  return (g[KEY] ??= { version: Date.now() })
}

export function contentVersion(): number {
  return slot().version
}

export function bumpContentVersion(): void {
  slot().version += 1
}

/** Collection and global hooks that bump the version after any write. */
export const bumpOnChange = {
  afterChange: [() => bumpContentVersion()],
  afterDelete: [() => bumpContentVersion()],
}
