// A page carries the stylesheets of the components it renders, not every component's: the styles
// are written into each page (app/inlineStyles.server.ts), where every block's rules would be
// half its bytes. A module names its stylesheets at its top level, which ranks them in the
// order modules run (what a module imports runs first, as a bundler concatenates stylesheets);
// its component marks them used as it renders; the page's head gets those used, in rank order.
// A component that first renders in the browser (after a click) must have its stylesheet marked
// by a parent the server renders.

const ranks = new Map<string, number>()
/** The stylesheets marked by the render under way (a page render is synchronous). */
let rendering: Set<string> | null = null

/** At a module's top level: ranks its stylesheets and returns what its components call as they render. */
export function stylesheets(...hrefs: string[]): () => void {
  for (const href of hrefs) if (!ranks.has(href)) ranks.set(href, ranks.size)
  return () => used(hrefs)
}

/** Marks stylesheets used by the render under way (none outside one: the browser, tests). */
export function used(hrefs: readonly string[]): void {
  if (rendering) for (const href of hrefs) rendering.add(href)
}

/** Runs a render and returns what it made with the stylesheets it used, in rank order; an
 * enclosing render's collection gets them too. */
export function collectStylesheets<T>(render: () => T): { value: T; stylesheets: string[] } {
  const outer = rendering
  const marked = new Set<string>()
  rendering = marked
  try {
    return { value: render(), stylesheets: [...marked].sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0)) }
  } finally {
    rendering = outer
    if (outer) for (const href of marked) outer.add(href)
  }
}

/** What the slot renders as: the page's stylesheets replace it (harmless where none do). */
export const STYLESHEETS_SLOT = '<style data-stylesheets=""></style>'

/** In the head, where the components' stylesheets go: after the site's and the route's, before
 * the version for the visually impaired, whose rules must win. */
export function StylesheetsSlot() {
  return <style data-stylesheets="" />
}

/** The slot's replacement: a link per stylesheet (written into the page in production). */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')
}
