import type { Field } from 'payload'

// How many slides a carousel shows at each width and the space between them: content
// settings, so editors tune a carousel without a release (ui/carousel/Carousel.tsx
// turns them into a scoped style).
export const carouselLayoutField = (defaults: { slides?: number; gap?: number; loop?: boolean } = {}): Field => ({
  name: 'layout',
  type: 'group',
  label: { en: 'Carousel settings', ru: 'Настройки карусели' },
  fields: [
    {
      name: 'slides',
      type: 'number',
      required: true,
      min: 1,
      max: 6,
      defaultValue: defaults.slides ?? 1,
      label: { en: 'Slides in view (narrowest screens)', ru: 'Слайдов на экране (узкие экраны)' },
    },
    {
      name: 'breakpoints',
      type: 'array',
      label: { en: 'From a width up', ru: 'Начиная с ширины' },
      labels: { singular: { en: 'Breakpoint', ru: 'Точка перехода' }, plural: { en: 'Breakpoints', ru: 'Точки перехода' } },
      fields: [
        { name: 'minWidth', type: 'number', required: true, min: 0, label: { en: 'Minimum width, px', ru: 'Минимальная ширина, px' } },
        { name: 'slides', type: 'number', required: true, min: 1, max: 6, label: { en: 'Slides in view', ru: 'Слайдов на экране' } },
      ],
    },
    {
      name: 'gap',
      type: 'number',
      required: true,
      min: 0,
      max: 64,
      defaultValue: defaults.gap ?? 20,
      label: { en: 'Gap between slides, px', ru: 'Расстояние между слайдами, px' },
    },
    { name: 'loop', type: 'checkbox', defaultValue: defaults.loop ?? false, label: { en: 'Loop', ru: 'По кругу' } },
  ],
})
