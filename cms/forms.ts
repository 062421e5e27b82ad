import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { CollectionConfig, Plugin } from 'payload'
import { fieldBlocks, formsOverrides, submissionsOverrides } from '../features/forms/index.server'

/**
 * Payload's form builder: editors build forms (`forms`) that pages show through the Form block;
 * what visitors send is kept in `form-submissions` (features/forms). `asContent` makes `forms`
 * content like the site's own collections (the site's caches follow its changes, the translation
 * status covers it). The plugin's own mail step finds no `emails` on a form and sends nothing:
 * the site's form action queues the messages itself (features/forms/mail.ts).
 */
export function enquiryForms(asContent: (collection: CollectionConfig) => CollectionConfig): Plugin {
  const plugin = formBuilderPlugin({
    fields: fieldBlocks,
    formOverrides: formsOverrides,
    formSubmissionOverrides: submissionsOverrides,
  })
  return async (config) => {
    const withForms = await plugin(config)
    return { ...withForms, collections: withForms.collections?.map((collection) => (collection.slug === 'forms' ? asContent(collection) : collection)) }
  }
}
