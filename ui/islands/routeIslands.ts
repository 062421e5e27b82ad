import { useMatches } from '@remix-run/react'

/**
 * A page has islands only when its route says so: `export const handle = { islands: true }`, or a
 * function of its loader data. On such a page the header and the footer's sign-up become islands
 * as well; a page that needs none ships no JavaScript at all: the header, menus, language switch
 * and sign-up all work as plain HTML and CSS (docs/decisions/002, 005).
 */
export type IslandsHandle = { islands?: boolean | ((data: unknown) => boolean); livePreview?: boolean }

function useLeafHandle(): { handle: IslandsHandle | undefined; data: unknown } {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  return { handle: leaf?.handle as IslandsHandle | undefined, data: leaf?.data }
}

export function useRouteHasIslands(): boolean {
  const { handle, data } = useLeafHandle()
  const islands = handle?.islands
  if (islands === undefined) return false
  return typeof islands === 'function' ? Boolean(data && islands(data)) : islands
}

/** The live preview page (`handle.livePreview`) loads the live preview script instead of the
 * islands runtime. */
export function useRouteIsLivePreview(): boolean {
  return useLeafHandle().handle?.livePreview === true
}
