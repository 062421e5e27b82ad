import { normalizePath } from '../../common/pagePath'
import type { NavItem, NavLink } from './layout.server'

/** Each page path the menu links to (home is `home`), numbered in the order the menu shows
 * them: each top item, then its columns' links, then the legal links under the footer. */
function menuRanks(items: NavItem[], legal: NavLink[]): Map<string, number> {
  const ranks = new Map<string, number>()
  const hrefs = [
    ...items.flatMap((item) => [item.href, ...item.columns.flatMap((column) => column.links.map((link) => link.href))]),
    ...legal.map((link) => link.href),
  ]
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = normalizePath(href.replace(/[?#].*$/, ''))
    if (!ranks.has(path)) ranks.set(path, ranks.size)
  }
  return ranks
}

/** The pages in the menu's order, each under its parent: at every level of the tree a page the
 * menu names comes in the menu's order, the rest after them by address. The order follows the
 * menu, not the titles, so it is the same in every language. */
export function inMenuOrder<T extends { path: string }>(pages: T[], items: NavItem[], legal: NavLink[]): T[] {
  const ranks = menuRanks(items, legal)
  const rank = (path: string) => (path === 'home' ? -1 : (ranks.get(path) ?? Infinity))
  const compare = (a: string, b: string) => {
    const left = a === 'home' ? [] : a.split('/')
    const right = b === 'home' ? [] : b.split('/')
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      if (left[i] === right[i]) continue
      const [x, y] = [left.slice(0, i + 1).join('/'), right.slice(0, i + 1).join('/')]
      return rank(x) - rank(y) || x.localeCompare(y)
    }
    return left.length - right.length
  }
  return [...pages].sort((a, b) => compare(a.path, b.path))
}
