/** A person's initials for a portrait stand-in, from their name as the page shows it, so a
 * Russian page shows «АК» for «Андрей Колесников», not the Latin letters of the English name. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toLocaleUpperCase())
    .join('')
}
