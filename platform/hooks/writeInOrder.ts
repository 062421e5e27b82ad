import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Lets a bulk job (the demo seed) create uploads in parallel, since drawing the image sizes is
 * the slow part, and still store them in the order it asked for them, so ids come out the same
 * on every run. The job passes `context.writeAfter`: a promise that settles once the document
 * before this one is stored. Payload runs beforeChange after the image sizes are made and before
 * anything is written; without the flag this does nothing.
 */
export const writeInOrder: CollectionBeforeChangeHook = async ({ context, data }) => {
  if (context.writeAfter instanceof Promise) await context.writeAfter
  return data
}
