import type { Field, UploadField, UploadFieldSingleValidation } from 'payload'
import { isolateObjectProperty } from 'payload'
import { upload as uploadRules } from 'payload/shared'
import { adminMessage } from '../adminTranslations'
import type { Label } from './label'

type ImageOptions = { name?: string; required?: boolean; label?: Label; description?: Label }

/** An image may be published only with alternative text in both languages. Payload skips
 * validation on a draft save, so a draft may use it meanwhile; publishing (or saving a document
 * without drafts) is refused with a message naming the image. */
export const requireBilingualAlt: UploadFieldSingleValidation = async (value, options) => {
  const base = await uploadRules(value, options)
  // While the form is being edited the rule waits for the save.
  if (base !== true || options.event === 'onChange') return base
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return true
  const { req } = options
  // Read in every language through a copy of the request: a read sets the request's locale,
  // and the save under way must keep its own.
  const reading = isolateObjectProperty(req, ['locale', 'fallbackLocale'])
  const media = await req.payload.findByID({ collection: 'media', id, locale: 'all', depth: 0, overrideAccess: true, disableErrors: true, req: reading })
  // A missing image is the database's to refuse.
  if (!media) return true
  const alt = (media.alt ?? {}) as unknown as Partial<Record<'en' | 'ru', string | null>>
  const [en, ru] = [Boolean(alt.en?.trim()), Boolean(alt.ru?.trim())]
  if (en && ru) return true
  const image = media.filename ?? `#${String(media.id)}`
  return adminMessage(req, !en && !ru ? 'altMissingBoth' : en ? 'altMissingRu' : 'altMissingEn', { image })
}

// A picture from the Media collection (the site renders it with its WebP sizes).
export const imageField = ({ name = 'image', required = true, label = { en: 'Image', ru: 'Изображение' }, description }: ImageOptions = {}): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  label,
  validate: requireBilingualAlt,
  admin: description && { description },
})

// A wide picture with an optional portrait crop for phones, side by side in the admin
// (ui/ResponsivePicture.tsx switches between them at 768 px).
export const desktopAndMobileImageFields = (): Field => ({
  type: 'row',
  fields: [
    imageField({ label: { en: 'Image (desktop)', ru: 'Изображение (компьютер)' } }),
    imageField({
      name: 'mobileImage',
      required: false,
      label: { en: 'Image (mobile)', ru: 'Изображение (телефон)' },
      description: { en: 'Shown below 768 px; a portrait crop works best.', ru: 'Показывается на экранах уже 768 px; лучше вертикальный кадр.' },
    }),
  ],
})
