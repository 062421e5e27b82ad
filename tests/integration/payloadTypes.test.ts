// The site's block props and the Local API's results are typed by common/payload-types.ts, which
// Payload generates from the schemas. A schema change without `npm run generate:types` would
// leave the site type-checking against fields that no longer exist: this fails first.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

describe('generated Payload types', () => {
  it('match the schemas (run `npm run generate:types` after changing one)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-types-'))
    process.env.DATA_DIR = dir
    process.env.APP_ROOT = path.resolve(__dirname, '../..')
    const output = path.join(dir, 'payload-types.ts')
    process.env.PAYLOAD_TS_OUTPUT_PATH = output
    try {
      const { generateTypes } = await import('payload/node')
      const { default: config } = await import('../../cms/payload.config')
      await generateTypes(await config, { log: false })
      const committed = fs.readFileSync(path.join(__dirname, '../../common/payload-types.ts'), 'utf8')
      expect(fs.readFileSync(output, 'utf8') === committed, 'common/payload-types.ts is out of date').toBe(true)
    } finally {
      delete process.env.PAYLOAD_TS_OUTPUT_PATH
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
