// Development only. Vite's React Refresh runtime (Remix's flavour of it) finishes every hot
// update by asking the Remix router to revalidate; pages here run islands, not the Remix app, so
// this stands in for that router. An edited component then updates in place, keeping its state.
// An edited route module reloads the page (its loader may have changed what the page shows).

type State = { revalidation: 'idle' }
const listeners = new Set<(state: State) => void>()
const w = window as unknown as { __remixRouter?: unknown }
w.__remixRouter ??= {
  subscribe(listener: (state: State) => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  revalidate() {
    queueMicrotask(() => listeners.forEach((listener) => listener({ revalidation: 'idle' })))
  },
}

import.meta.hot?.on('remix:hmr', (event: { route: unknown }) => {
  if (event.route) location.reload()
})
