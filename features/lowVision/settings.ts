// The version for the visually impaired (GOST R 52872-2019): what a reader chose, kept in one
// cookie as four digits (text size, colours, images, spacing). The HTML cache reads it on every
// request, so reading it allocates nothing: the value is checked in place and its one spelling
// taken from a table.

export const LOW_VISION_COOKIE = 'lowvision'

export const SIZES = ['normal', 'large', 'largest'] as const
export const SCHEMES = ['standard', 'black-white', 'white-black', 'blue'] as const
export const IMAGES = ['shown', 'hidden'] as const
export const SPACINGS = ['normal', 'wide'] as const

export type LowVision = {
  size: (typeof SIZES)[number]
  scheme: (typeof SCHEMES)[number]
  images: (typeof IMAGES)[number]
  spacing: (typeof SPACINGS)[number]
}

/** Each setting's choices in the order of its digit in the cookie. */
const DIGITS = [SIZES, SCHEMES, IMAGES, SPACINGS] as const
const FIELDS = ['size', 'scheme', 'images', 'spacing'] as const

export const ORDINARY: LowVision = { size: 'normal', scheme: 'standard', images: 'shown', spacing: 'normal' }

/** Every spelling of a chosen setting ("2210"), the ordinary one as "" (the page everybody gets). */
const KEYS: string[] = []
for (let size = 0; size < SIZES.length; size++)
  for (let scheme = 0; scheme < SCHEMES.length; scheme++)
    for (let images = 0; images < IMAGES.length; images++)
      for (let spacing = 0; spacing < SPACINGS.length; spacing++) KEYS.push(size + scheme + images + spacing === 0 ? '' : `${size}${scheme}${images}${spacing}`)

const NAME = `${LOW_VISION_COOKIE}=`
const ZERO = 48

/** The digit at `at`, or -1 when it is not one below `count`. */
function digit(text: string, at: number, count: number): number {
  const value = text.charCodeAt(at) - ZERO
  return value >= 0 && value < count ? value : -1
}

/** The one spelling of the settings a Cookie header carries ("" for the ordinary version, and for
 * anything malformed): the key the HTML cache stores a page under. Only the first cookie of the
 * name counts, as browsers send the most specific first. */
export function lowVisionKey(cookie: string | undefined | null): string {
  if (!cookie) return ''
  let at = cookie.indexOf(NAME)
  // The name must start the header or follow "; " (not end another cookie's name).
  while (at > 0 && cookie.charCodeAt(at - 1) !== 32 && cookie.charCodeAt(at - 1) !== 59) at = cookie.indexOf(NAME, at + 1)
  if (at < 0) return ''
  const start = at + NAME.length
  const end = start + DIGITS.length
  if (end !== cookie.length && cookie.charCodeAt(end) !== 59) return ''
  let index = 0
  for (let i = 0; i < DIGITS.length; i++) {
    const value = digit(cookie, start + i, DIGITS[i]!.length)
    if (value < 0) return ''
    index = index * DIGITS[i]!.length + value
  }
  return KEYS[index]!
}

/** The settings a key stands for. */
export function settingsOf(key: string): LowVision {
  if (key === '') return ORDINARY
  const settings = { ...ORDINARY }
  FIELDS.forEach((field, i) => {
    ;(settings as Record<string, string>)[field] = DIGITS[i]![Number(key[i])] ?? ORDINARY[field]
  })
  return settings
}

/** The key of a form's choices: each must be one of its setting's values, or the form is refused
 * (null). */
export function keyOf(form: { get(name: string): unknown }): string | null {
  let key = ''
  for (let i = 0; i < FIELDS.length; i++) {
    const value = form.get(FIELDS[i]!)
    const index = (DIGITS[i] as readonly unknown[]).indexOf(value)
    if (index < 0) return null
    key += index
  }
  return /^0+$/.test(key) ? '' : key
}

/** The route that takes the settings form. */
export const LOW_VISION_PATH = '/low-vision'
