// Rich text written in both languages side by side, paragraph by paragraph, so a translation
// sits next to its original: richText(h2('Banking', 'Банк'), p('…', '…'), image(id)).
import { L } from './localized'
import * as rt from './richText'

type Node = ReturnType<typeof rt.p>
export type Part = { en: Node; ru: Node }

export const h2 = (en: string, ru: string): Part => ({ en: rt.h2(en), ru: rt.h2(ru) })
export const h3 = (en: string, ru: string): Part => ({ en: rt.h3(en), ru: rt.h3(ru) })
export const p = (en: string, ru: string): Part => ({ en: rt.p(en), ru: rt.p(ru) })
export const quote = (en: string, ru: string): Part => ({ en: rt.quote(en), ru: rt.quote(ru) })
/** A bullet list; the two lists must have the same length. */
export function ul(en: string[], ru: string[]): Part {
  if (en.length !== ru.length) throw new Error(`List lengths differ: ${en[0]}`)
  return { en: rt.ul(en), ru: rt.ul(ru) }
}
/** An uploaded image; its alt text lives on the media document, in both languages. */
export const image = (mediaId: number | string): Part => ({ en: rt.image(mediaId), ru: rt.image(mediaId) })

/** A localized rich-text field value. */
export function richText(...parts: Part[]) {
  return L(rt.doc(...parts.map((part) => part.en)), rt.doc(...parts.map((part) => part.ru)))
}
