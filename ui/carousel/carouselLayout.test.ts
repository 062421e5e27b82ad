import { describe, expect, it } from 'vitest'
import { carouselProps } from './carouselLayout'

describe('carousel settings from the CMS', () => {
  it('passes slides, breakpoints, gap and loop through', () => {
    const settings = {
      slides: 1,
      breakpoints: [
        { minWidth: 992, slides: 2 },
        { minWidth: 1200, slides: 3 },
      ],
      gap: 20,
      loop: false,
    }
    // A copy goes in, so a change made to the input could not pass for the expected output.
    expect(carouselProps(structuredClone(settings))).toEqual(settings)
  })
  it('skips half-filled breakpoints and falls back to one slide, no gap and the given loop', () => {
    expect(carouselProps({ slides: 0, breakpoints: [{ minWidth: 640 }, { slides: 2 }, { minWidth: 800, slides: 2 }], gap: null }, { loop: true })).toEqual({
      slides: 1,
      breakpoints: [{ minWidth: 800, slides: 2 }],
      gap: 0,
      loop: true,
    })
    expect(carouselProps(null)).toEqual({ slides: 1, breakpoints: [], gap: 0, loop: false })
  })
})
