// Feature folders and blocks import each other one way only: a cycle between two of them fails here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { moduleCycles, moduleGraph } from './moduleGraph'

const fixture = mkdtempSync(path.join(tmpdir(), 'modules-'))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  writeFileSync(path.join(fixture, file), text)
}

describe('modules: no cycle between feature folders or blocks', () => {
  it('finds a cycle through three modules and the registry of blocks', () => {
    write('features/a/index.ts', "export { b } from '../b'\n")
    write('features/b/index.ts', "import { c } from '../../blocks/C/C'\nexport const b = c\n")
    write('blocks/C/C.tsx', "import type { P } from '../types'\nexport { a as c } from '../../features/a'\n")
    write('blocks/types.ts', 'export type P = 1\n')
    write('features/d/index.ts', "import '../a'\n")
    write('features/a/a.test.ts', "import '../d'\n")
    expect(moduleCycles(moduleGraph(fixture))).toEqual([['blocks/C', 'features/a', 'features/b']])
    write('blocks/registry.ts', "import { C } from './C/C'\n")
    expect(moduleCycles(moduleGraph(fixture))).toEqual([['blocks', 'blocks/C', 'features/a', 'features/b']])
  })

  it('finds none in the site', () => {
    expect(moduleCycles(moduleGraph(path.resolve(__dirname, '..')))).toEqual([])
  })
})
