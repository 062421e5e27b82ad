import { toPlainText } from '@react-email/render'

/** The plain-text part of an HTML message (links written out after their text). */
export function plainText(html: string): string {
  return toPlainText(html)
}
