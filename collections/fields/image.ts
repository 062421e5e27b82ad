import type { Field, UploadField } from 'payload'
import type { Label } from './label'

type ImageOptions = { name?: string; required?: boolean; label?: Label; description?: Label }

// A picture from the Media collection (the site renders it with its WebP sizes).
export const imageField = ({ name = 'image', required = true, label = { en: 'Image', ru: 'Изображение' }, description }: ImageOptions = {}): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  label,
  admin: description && { description },
})

// A wide picture with an optional portrait crop for phones, side by side in the admin
// (app/components/ResponsivePicture.tsx switches between them at 768 px).
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
