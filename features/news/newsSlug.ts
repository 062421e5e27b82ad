import slugify from 'slugify'
import { NEWS_SLUG_MAX } from '../../common/news'

// Apart from common/news.ts, which pages load in the browser too: only the schema makes slugs.

/** A slug made from a headline: accents dropped, Cyrillic transliterated, everything else a
 * hyphen, cut at a word boundary to fit; '' when nothing usable is left. */
export function slugFromHeadline(headline: string): string {
  const slug = slugify(headline, { lower: true, strict: true, trim: true }).replace(/-+/g, '-').replace(/^-|-$/g, '')
  if (slug.length <= NEWS_SLUG_MAX) return slug
  const cut = slug.slice(0, NEWS_SLUG_MAX + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, NEWS_SLUG_MAX)).replace(/-$/, '')
}
