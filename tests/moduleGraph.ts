// The module graph: which feature folder or block imports which, read from the import
// statements of the production files (tests may reach into anything). A module is a feature
// folder (features/<name>), a block (blocks/<Name>) or the blocks' registry (the files directly in blocks/).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g
const isTest = (file: string) => /\.(test|spec)\.tsx?$|(^|\/)testing\.tsx?$/.test(file)

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sources(file)
    else if (/\.tsx?$/.test(entry.name) && !isTest(entry.name)) yield file
  }
}

/** The module a path (a file, or a folder imported by its index) belongs to, if any. */
function moduleOf(root: string, file: string): string | undefined {
  const [top, name] = path.relative(root, file).split(path.sep)
  if (top !== 'features' && top !== 'blocks') return undefined
  return name && statSync(path.join(root, top, name), { throwIfNoEntry: false })?.isDirectory() ? `${top}/${name}` : top
}

/** Each module and the other modules its production files import. */
export function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const top of ['features', 'blocks']) {
    for (const file of sources(path.join(root, top))) {
      const from = moduleOf(root, file)!
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const to = moduleOf(root, path.resolve(path.dirname(file), match[1] ?? match[2] ?? match[3]!))
        if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to))
      }
    }
  }
  return graph
}

/** The graph's cycles: each strongly connected group of two or more modules, sorted by name. */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) visit(next)
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group = stack.splice(stack.indexOf(node))
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
