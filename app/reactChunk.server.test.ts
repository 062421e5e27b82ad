import { PassThrough } from 'node:stream'
import { createElement, type ReactElement } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { writtenPart } from './reactChunk.server'

/** The page React streams for `text`, its chunks joined as entry.server.tsx joins them. */
function render(page: ReactElement, trim: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(trim ? writtenPart(chunk) : chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(page, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    })
  })
}

describe('writtenPart', () => {
  it('drops up to three zero bytes at the end, and nothing else', () => {
    expect(writtenPart(Buffer.from([0x41, 0xd0, 0xb0, 0, 0]))).toEqual(Buffer.from([0x41, 0xd0, 0xb0]))
    expect(writtenPart(Buffer.from([0x41, 0, 0, 0, 0]))).toEqual(Buffer.from([0x41, 0]))
    const whole = Buffer.from('Привет', 'utf8')
    expect(writtenPart(whole)).toBe(whole)
  })

  it("gives Russian text as written where React's buffers end in the middle of a letter", async () => {
    // Many short texts, as pages are: two-byte letters, one ASCII byte in each, so some letter
    // meets a 2048-byte boundary.
    const page = createElement('main', null, ...Array.from({ length: 300 }, (_, i) => createElement('span', { key: i }, `страхование ${i % 10}`)))
    expect((await render(page, true)).toString('utf8')).toBe(renderToString(page))
    // Without the trim, React 18 leaves the unwritten bytes in: the reason for this module.
    expect((await render(page, false)).includes(0)).toBe(true)
  })
})
