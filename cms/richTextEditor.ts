import { LinkFeature, RelationshipFeature, UploadFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, RelationshipFieldValidation, TextFieldSingleValidation, UploadCollectionSlug } from 'payload'
import { relationship } from 'payload/shared'
import { validateLink } from '../platform/fields/link'

// The rich-text editor of every richText field. Lexical populates a node's document on every read,
// so its relationship, upload and internal-link nodes may name only content collections: a saved
// node naming another (REST included) is refused, and one found in the database never populated.

/** The collections a rich text may point at. */
export const RICH_TEXT_LINKED: CollectionSlug[] = ['pages', 'news', 'media']
/** The collections a rich text may show an upload of. */
export const RICH_TEXT_UPLOADS: UploadCollectionSlug[] = ['media']

/** An internal link's document is one of a content collection's. */
const validateLinkDoc: RelationshipFieldValidation = (value, options) => {
  const named = (value as { relationTo?: unknown } | null | undefined)?.relationTo
  if (named !== undefined && !RICH_TEXT_LINKED.includes(named as CollectionSlug)) return options.req.t('validation:invalidSelection')
  return relationship(value, options)
}

/** A custom link's address follows the rule of every link field (platform/fields/link.ts);
 * an internal link has none. */
const validateLinkUrl: TextFieldSingleValidation = (value, options) =>
  (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal' ? true : validateLink(value, options)

export const contentEditor = () =>
  lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) => {
        if (feature.key === 'relationship') return RelationshipFeature({ enabledCollections: RICH_TEXT_LINKED })
        if (feature.key === 'upload') return UploadFeature({ enabledCollections: RICH_TEXT_UPLOADS })
        if (feature.key === 'link')
          return LinkFeature({
            enabledCollections: RICH_TEXT_LINKED,
            fields: ({ defaultFields }) =>
              defaultFields.map((field) => {
                if (field.name === 'url') return { ...field, validate: validateLinkUrl }
                if (field.name === 'doc') return { ...field, validate: validateLinkDoc }
                return field
              }) as typeof defaultFields,
          })
        return feature
      }),
  })
