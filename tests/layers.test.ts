// The lint zones are the layer map in rule form: a wrong-way import, or one past a feature's public
// face, fails `npm test`'s ESLint step. These cases prove the rule fires, so a change to eslint.config.js cannot quietly drop it.
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { LAYERS } from '../eslint.config.js'

const root = path.resolve(__dirname, '..')
const eslint = new ESLint({ cwd: root })

/** The layer-rule messages ESLint gives a file at `file` that imports `specifier`. */
async function layerErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}'\nexport const y = x\n`, { filePath: path.join(root, file) })
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

describe('layers: common ← platform ← ui ← features, blocks ← app, cms, seed ← server', () => {
  it.each([
    ['common/probe.ts', '../platform/sharedCounters'],
    ['platform/probe.ts', '../ui/icons'],
    ['platform/probe.ts', '../features/news'],
    ['ui/probe.ts', '../features/shell'],
    ['features/news/probe.ts', '../../app/root'],
    ['blocks/Hero/probe.ts', '../../cms/payload.config'],
    ['features/cabinet/probe.ts', '../../tests/integration/payload'],
    ['app/probe.ts', '../server/app'],
    ['cms/probe.ts', '../blocks/Hero/Hero'],
    // A feature is imported through its public face only (index.ts, index.server.ts).
    ['app/probe.ts', '../features/news/newsSlug'],
    ['features/shell/probe.ts', '../news/newsSlug'],
    ['blocks/NewsList/probe.ts', '../../features/news/news.server'],
    ['seed/probe.ts', '../features/news/news.server'],
    // A block likewise, through what renders it, its schema and its loader.
    ['blocks/Hero/probe.ts', '../Location/osm'],
    ['blocks/probe.ts', './Location/osm'],
    ['app/probe.ts', '../blocks/Location/osm'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).not.toEqual([])
  })

  it.each([
    ['platform/probe.ts', '../common/money'],
    ['ui/probe.ts', '../platform/contentVersion'],
    ['features/news/probe.ts', '../../ui/icons'],
    ['features/news/probe.ts', '../shell'],
    ['blocks/Hero/probe.ts', '../../features/news'],
    ['app/probe.ts', '../features/news'],
    ['cms/probe.ts', '../features/news/index.server'],
    ['features/news/probe.ts', './newsSlug'],
    ['features/shell/probe.test.ts', '../news/newsSlug'],
    ['app/probe.ts', '../features/cabinet/Cabinet.css'],
    ['cms/probe.ts', '../blocks/configs'],
    ['blocks/probe.ts', './Location/Location'],
    ['blocks/SideTabs/probe.ts', '../ComparisonTable/ComparisonTable'],
    ['blocks/Location/probe.ts', './osm'],
    ['server/probe.ts', '../app/root'],
    ['features/news/probe.test.ts', '../../tests/integration/payload'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([])
  })
})

/** The layer of a path relative to the root (its first folder, or a file such as server.ts). */
function layerOf(file: string): number {
  const top = `./${file.split('/')[0]}`
  return LAYERS.findIndex((layer) => layer.includes(top))
}

/** The patterns of the `import.meta.glob` calls in a file's source that reach a layer above the file's. */
function globsAbove(file: string, source: string): string[] {
  const patterns = [...source.matchAll(/import\.meta\.glob\s*(?:<[^(]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'([^']*)'|"([^"]*)"/g)].map((p) => (p[1] ?? p[2])!.replace(/^!/, '')),
  )
  return patterns.filter((pattern) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), pattern))
    return layerOf(target) > layerOf(file)
  })
}

describe('layers, for what lint cannot see: no import.meta.glob reaches a layer above its file', () => {
  it.each([
    ['ui/islands/probe.ts', "import.meta.glob<Part>('../../features/*/*.island.tsx', { eager: true })"],
    ['ui/islands/probe.ts', "import.meta.glob(['../../blocks/*/island.ts'])"],
    ['blocks/probe.ts', "import.meta.glob('../app/routes/*.tsx')"],
  ])('%s may not glob %s', (file, source) => {
    expect(globsAbove(file, source)).not.toEqual([])
  })

  it.each([
    ['app/islands/probe.ts', "import.meta.glob('../../features/*/*.island.tsx')"],
    ['ui/islands/probe.ts', "import.meta.glob('./*.tsx')"],
  ])('%s may glob %s', (file, source) => {
    expect(globsAbove(file, source)).toEqual([])
  })

  it('holds for every file of the site', () => {
    const offending: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`
        if (entry.isDirectory()) {
          if (!/^(node_modules|\.next.*|dist)$/.test(entry.name)) walk(file)
        } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
          offending.push(...globsAbove(file, fs.readFileSync(path.join(root, file), 'utf8')).map((pattern) => `${file}: ${pattern}`))
        }
      }
    }
    for (const folder of LAYERS.flat().filter((folder) => !folder.endsWith('.ts'))) walk(folder.slice(2))
    expect(offending).toEqual([])
  })
})
