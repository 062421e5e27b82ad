// Lexical JSON builders for seed content, so texts read as text in the seed files.
type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/

/** "Plain **bold** [a link](/path) plain" → text and link nodes; bold and links are the only markup in seed copy. */
function inline(value: string): Node[] {
  return value
    .split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/)
    .filter(Boolean)
    .map((part) => {
      const link = LINK.exec(part)
      if (link) return element('link', [text(link[1]!)], { version: 3, fields: { linkType: 'custom', url: link[2], newTab: false } })
      return part.startsWith('**') ? text(part.slice(2, -2), 1) : text(part)
    })
}

export const p = (value: string) => element('paragraph', inline(value), { textFormat: 0, textStyle: '' })
export const h2 = (value: string) => element('heading', inline(value), { tag: 'h2' })
export const h3 = (value: string) => element('heading', inline(value), { tag: 'h3' })
export const ul = (items: string[]) =>
  element(
    'list',
    items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
export const ol = (items: string[]) =>
  element(
    'list',
    items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
    { listType: 'number', start: 1, tag: 'ol' },
  )
export const quote = (value: string) => element('quote', inline(value))
export const image = (mediaId: number | string) => ({ type: 'upload', relationTo: 'media', value: mediaId, fields: null, format: '', version: 3 })

/** A whole rich-text field value. */
export function doc(...children: Node[]) {
  return { root: element('root', children) }
}
