import { HIDE_IMAGES_ATTRIBUTE, STILL_ATTRIBUTE } from '../../ui/page/PageContext'
import { settingsOf } from './settings'

type Display = { attributes: Record<string, string>; hideImages: boolean }

const ORDINARY_DISPLAY: Display = { attributes: {}, hideImages: false }

/** What <html> carries in a setting: one data attribute per setting for the stylesheet
 * (lowVision.css), and the marks the shared components read (no motion, images as text). */
export function lowVisionAttributes(key: string): Display {
  if (key === '') return ORDINARY_DISPLAY
  const { size, scheme, images, spacing } = settingsOf(key)
  const attributes: Record<string, string> = { 'data-lv-size': size, 'data-lv-scheme': scheme, 'data-lv-spacing': spacing, [STILL_ATTRIBUTE]: '' }
  if (images === 'hidden') attributes[HIDE_IMAGES_ATTRIBUTE] = ''
  return { attributes, hideImages: images === 'hidden' }
}
