/** Milestones under the year label that opened them. */
export type YearGroup<T> = { year: string | null; items: T[] }

/** A card without a year label continues the year of the card before it, so consecutive cards
 * are grouped under one label instead of repeating it (a repeated label joins its group too).
 * Cards before any label form a group without one. */
export function groupByYear<T extends { year: string | null }>(milestones: T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = []
  for (const milestone of milestones) {
    const last = groups.at(-1)
    if (last && (!milestone.year || milestone.year === last.year)) last.items.push(milestone)
    else groups.push({ year: milestone.year, items: [milestone] })
  }
  return groups
}
