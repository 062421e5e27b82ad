import { useMatches } from '@remix-run/react'

/**
 * A route says whether its page needs JavaScript: `export const handle = { hydrate: false }`, or
 * a function of its loader data. Pages that need none ship none: the header, menus, language
 * switch and sign-up all work as plain HTML and CSS (see docs/decisions/002).
 */
export type HydrateHandle = { hydrate?: boolean | ((data: unknown) => boolean) }

export function useShouldHydrate(): boolean {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const hydrate = (leaf?.handle as HydrateHandle | undefined)?.hydrate
  if (hydrate === undefined) return true
  return typeof hydrate === 'function' ? Boolean(leaf?.data && hydrate(leaf.data)) : hydrate
}
