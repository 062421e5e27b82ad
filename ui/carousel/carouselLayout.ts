import type { Breakpoint } from './Carousel'

/** The carousel settings group as the CMS stores it (platform/fields/carouselLayout.ts). */
export type CarouselLayout = {
  slides?: number | null
  breakpoints?: { minWidth?: number | null; slides?: number | null }[] | null
  gap?: number | null
  loop?: boolean | null
}

/** The CMS settings as Carousel props; rows an editor left half-filled are skipped. */
export function carouselProps(layout: CarouselLayout | null | undefined, defaults: { loop?: boolean } = {}) {
  const breakpoints: Breakpoint[] = (layout?.breakpoints ?? [])
    .filter((bp) => typeof bp.minWidth === 'number' && typeof bp.slides === 'number' && bp.slides > 0)
    .map((bp) => ({ minWidth: bp.minWidth!, slides: bp.slides! }))
  return {
    slides: layout?.slides && layout.slides > 0 ? layout.slides : 1,
    breakpoints,
    gap: layout?.gap ?? 0,
    loop: layout?.loop ?? defaults.loop ?? false,
  }
}
