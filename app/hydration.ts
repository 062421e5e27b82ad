import { useMatches } from '@remix-run/react'

/**
 * A route says whether its page loads scripts: `export const handle = { hydrate: false }`, or a
 * function of its loader data. On such a page the header and the footer's sign-up become islands
 * as well; a page that needs none ships no JavaScript at all: the header, menus, language switch
 * and sign-up all work as plain HTML and CSS (docs/decisions/002, 005).
 */
export type HydrateHandle = { hydrate?: boolean | ((data: unknown) => boolean) }

export function useShouldHydrate(): boolean {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const hydrate = (leaf?.handle as HydrateHandle | undefined)?.hydrate
  if (hydrate === undefined) return false
  return typeof hydrate === 'function' ? Boolean(leaf?.data && hydrate(leaf.data)) : hydrate
}
