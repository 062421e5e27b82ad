import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { writeInOrder } from '../hooks/writeInOrder'
import { createImageUploads } from './imageUploads'
import { L } from './localized'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0b2a4a"/></svg>'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A Payload stand-in whose uploads take uneven times, and which runs the Media collection's
 * real ordering hook before it "stores" a document, as Payload does. */
function fakePayload() {
  const stored: string[] = []
  const alts: Record<string, string> = {}
  let running = 0
  let mostAtOnce = 0
  let nextId = 1
  const payload = {
    create: async ({ file, data, context }: { file: { name: string }; data: { alt: string }; context: Record<string, unknown> }) => {
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      await sleep(file.name.startsWith('slow') ? 40 : 5) // the image work
      await writeInOrder({ context, data } as never)
      stored.push(file.name)
      running -= 1
      const id = nextId++
      alts[`${id}:en`] = data.alt
      return { id }
    },
    update: async ({ id, data }: { id: number; data: { alt: string } }) => {
      alts[`${id}:ru`] = data.alt
    },
  }
  return { payload: payload as unknown as Payload, stored, alts, mostAtOnce: () => mostAtOnce }
}

describe('seed image uploads', () => {
  it('work on several at once but store them in the order asked, so ids repeat on every run', async () => {
    const fake = fakePayload()
    const upload = createImageUploads(fake.payload, 3)
    const names = ['slow-a', 'b', 'slow-c', 'd', 'e', 'slow-f', 'g']
    const ids = await Promise.all(names.map((name) => upload(name, svg, L(`${name} en`, `${name} ru`))))
    expect(fake.stored).toEqual(names.map((name) => `${name}.png`))
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(fake.mostAtOnce()).toBe(3)
    expect(fake.alts).toMatchObject({ '1:en': 'slow-a en', '1:ru': 'slow-a ru', '7:en': 'g en', '7:ru': 'g ru' })
  })

  it('go on after a failed upload and report the failure to its caller only', async () => {
    const fake = fakePayload()
    const create = fake.payload.create.bind(fake.payload)
    fake.payload.create = (async (args: { file: { name: string } }) => {
      if (args.file.name === 'broken.png') throw new Error('cannot store')
      return create(args as never)
    }) as never
    const upload = createImageUploads(fake.payload, 2)
    const results = await Promise.allSettled(['a', 'broken', 'c'].map((name) => upload(name, svg, L(name, name))))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(fake.stored).toEqual(['a.png', 'c.png'])
  })
})
