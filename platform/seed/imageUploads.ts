// Turns drawn SVGs into media documents: rendered to PNG by sharp, then uploaded, where Payload
// makes the WebP original and its sizes (features/media/Media.ts). That image work is most of the
// seed's time, so several uploads run at once; their documents are still stored one by one in
// the order they were asked for (platform/hooks/writeInOrder.ts), so media ids, and every id
// that points at them, are the same on every run.
import os from 'node:os'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { pick, type Localized } from './localized'

export type Upload = (filename: string, svg: string, alt: Localized<string>) => Promise<number | string>

/** Uploads at once: one per core (sharp works each image on one thread here), at least two so
 * one image is drawn while the one before it is written. */
const PARALLEL = Math.min(4, Math.max(2, os.availableParallelism()))

export function createImageUploads(payload: Payload, parallel = PARALLEL): Upload {
  const slot = limit(parallel)
  let previousStored: Promise<unknown> = Promise.resolve()
  return (filename, svg, alt) => {
    const writeAfter = previousStored
    const stored = slot(async () => {
      // The PNG is only a hand-over to Payload, which re-encodes it: fast compression, not small.
      const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
      const created = await payload.create({
        collection: 'media',
        locale: 'en',
        data: { alt: pick(alt, 'en') },
        file: { data, mimetype: 'image/png', name: `${filename}.png`, size: data.length },
        overrideAccess: true,
        context: { seeding: true, writeAfter },
      })
      return created.id
    })
    // The next upload is written after this one and every one before it, whether or not this
    // one failed (its caller hears of the failure): a failure must not let a later one overtake.
    previousStored = Promise.all([writeAfter, stored.catch(() => undefined)])
    return stored.then(async (id) => {
      await payload.update({ collection: 'media', id, locale: 'ru', data: { alt: pick(alt, 'ru') }, overrideAccess: true, context: { seeding: true } })
      return id
    })
  }
}

/** Runs at most `size` tasks at a time, strictly in the order they were given: a finished task
 * hands its slot to the longest waiting one, so no later task can overtake (with ordered writes
 * an overtaking task would hold a slot while waiting for one that has none). */
function limit(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}
