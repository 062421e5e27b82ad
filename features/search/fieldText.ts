import type { FlattenedField } from 'payload'

// The words a visitor reads in a document, found by its schema rather than a list kept by hand:
// the values of its localized text, textarea and rich-text fields, at any depth (groups, arrays,
// blocks within blocks). Text that is not localized is an address, a slug, a code or a number
// format, never prose, so it is left out; a new block's text is found as soon as it exists.

type Data = Record<string, unknown>
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The text a visitor reads, one passage per field value or rich-text paragraph, in order;
 * `skip` names top-level fields left out (the title, indexed on its own). */
export function fieldText(fields: readonly FlattenedField[], data: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  const passages: string[] = []
  const kept = fields.filter((field) => !skip.has(field.name))
  walk(kept, data, false, passages)
  return passages
}

function walk(fields: readonly FlattenedField[], data: unknown, localized: boolean, out: string[]): void {
  if (!data || typeof data !== 'object') return
  for (const field of fields) {
    const value = (data as Data)[field.name]
    const inLocale = localized || Boolean('localized' in field && field.localized)
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (inLocale) for (const text of Array.isArray(value) ? value : [value]) if (typeof text === 'string' && text.trim()) out.push(text)
        break
      case 'richText':
        if (inLocale) richTextPassages((value as { root?: LexicalNode } | null)?.root, out)
        break
      case 'group':
      case 'tab':
        walk(field.flattenedFields, value, inLocale, out)
        break
      case 'array':
        if (Array.isArray(value)) for (const row of value) walk(field.flattenedFields, row, inLocale, out)
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value as Data[]) {
            const block = field.blocks.find((candidate) => candidate.slug === row?.blockType)
            if (block) walk(block.flattenedFields, row, inLocale, out)
          }
        }
        break
    }
  }
}

/** Inline nodes are read into their paragraph; every other node (paragraph, heading, list item,
 * quote) is a passage of its own. */
const INLINE = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])

function inlineText(node: LexicalNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  return (node.children ?? [])
    .filter((child) => INLINE.has(child.type ?? ''))
    .map(inlineText)
    .join('')
}

function richTextPassages(node: LexicalNode | undefined, out: string[]): void {
  if (!node) return
  const own = inlineText(node)
  if (own.trim()) out.push(own)
  for (const child of node.children ?? []) if (!INLINE.has(child.type ?? '')) richTextPassages(child, out)
}
