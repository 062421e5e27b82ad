// XML the site writes by hand (the sitemap, the news feed): text from the CMS goes through here.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Characters XML 1.0 cannot carry in any form, escaped or not: a document holding one is not
 * well-formed, so they are dropped (control characters pasted with a headline, lone surrogates). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text safe in element content and in attribute values of either quote. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}
