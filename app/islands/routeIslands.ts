import { useMatches } from '@remix-run/react'

/**
 * A route says whether its page has islands: `export const handle = { islands: false }`, or a
 * function of its loader data. On such a page the header and the footer's sign-up become islands
 * as well; a page that needs none ships no JavaScript at all: the header, menus, language switch
 * and sign-up all work as plain HTML and CSS (docs/decisions/002, 005).
 */
export type IslandsHandle = { islands?: boolean | ((data: unknown) => boolean) }

export function useRouteHasIslands(): boolean {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const islands = (leaf?.handle as IslandsHandle | undefined)?.islands
  if (islands === undefined) return false
  return typeof islands === 'function' ? Boolean(leaf?.data && islands(leaf.data)) : islands
}
