/** Like Promise.all over a map, one at a time: seed writes stay in order and never compete for
 * SQLite's single writer. */
export async function mapInOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (const [index, item] of items.entries()) out.push(await fn(item, index))
  return out
}
