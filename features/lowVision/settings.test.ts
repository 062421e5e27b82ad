import { describe, expect, it } from 'vitest'
import { ORDINARY, keyOf, lowVisionKey, settingsOf } from './settings'

describe('the low-vision cookie', () => {
  it('reads the four digits wherever the cookie stands in the header', () => {
    expect(lowVisionKey('lowvision=2210')).toBe('2210')
    expect(lowVisionKey('i18next=ru; lowvision=2210')).toBe('2210')
    expect(lowVisionKey('lowvision=1001; i18next=ru')).toBe('1001')
    expect(settingsOf('2210')).toEqual({ size: 'largest', scheme: 'white-black', images: 'hidden', spacing: 'normal' })
  })

  it('reads the ordinary version as the empty key, and anything malformed as ordinary', () => {
    for (const cookie of [
      undefined,
      '',
      'lowvision=0000',
      'lowvision=3000', // no fourth size
      'lowvision=0400', // no fifth scheme
      'lowvision=221', // too short
      'lowvision=22100', // too long
      'lowvision=2210x',
      'xlowvision=2210', // another cookie's name
      'lowvision=%32210',
      'lowvision= 2210',
    ])
      expect(lowVisionKey(cookie), String(cookie)).toBe('')
    expect(settingsOf('')).toEqual(ORDINARY)
  })

  it('takes the first cookie of the name, skipping a name that ends another', () => {
    expect(lowVisionKey('mylowvision=1111; lowvision=2311')).toBe('2311')
    expect(lowVisionKey('lowvision=2311; lowvision=1000')).toBe('2311')
  })

  it('gives every setting one spelling, shared by the cookie and the form', () => {
    const form = new URLSearchParams({ size: 'largest', scheme: 'white-black', images: 'hidden', spacing: 'wide' })
    expect(keyOf(form)).toBe('2211')
    expect(lowVisionKey(`lowvision=${keyOf(form)}`)).toBe('2211')
    expect(keyOf(new URLSearchParams({ size: 'normal', scheme: 'standard', images: 'shown', spacing: 'normal' }))).toBe('')
  })

  it('refuses a form with a value that is none of its choices', () => {
    expect(keyOf(new URLSearchParams({ size: 'huge', scheme: 'standard', images: 'shown', spacing: 'normal' }))).toBeNull()
    expect(keyOf(new URLSearchParams({ size: 'large', scheme: 'standard', images: 'shown' }))).toBeNull()
  })
})
