import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** An image a required field still points to (a leader's photo, a milestone's image) is not
 * deleted. The database would refuse to empty that link, but only after Payload had already
 * removed the image files, leaving the record without its picture; so the deletion is refused
 * before anything is touched, saying where the image is used. */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of req.payload.config.collections) {
    for (const field of collection.flattenedFields) {
      if (field.type !== 'upload' || field.relationTo !== 'media' || !field.required) continue
      const { totalDocs } = await req.payload.count({ collection: collection.slug, where: { [field.name]: { equals: id } }, overrideAccess: true, req })
      if (totalDocs > 0) throw new APIError(`This image is still used in ${collection.slug} (${field.name}, ${totalDocs}×): replace it there first.`, 409)
    }
  }
}
