import { Fragment, createElement, type ReactNode } from 'react'
import { safeHref } from '../common/links'
import { newsArticlePath } from '../common/news'
import { pageUrl } from '../common/pagePath'
import { ResponsiveImage } from './ResponsiveImage'
import { keepNumbersTogether } from './typography'

// Renders Payload's Lexical JSON on the server with no editor code shipped to the browser. Text
// is escaped by React; a link's address is kept only when it is a safe one (common/links.ts),
// else its text stands without a link. Not Lexical's own JSX converter: it needs React 19 (installed
// under cms/ for the admin), whose elements React 18's server renderer refuses.
type Node = {
  type: string
  tag?: string
  text?: string
  format?: number | string
  listType?: string
  children?: Node[]
  fields?: { url?: string; newTab?: boolean; linkType?: string; doc?: { relationTo?: string; value?: { path?: string; slug?: string } } }
  value?: unknown
}

const TEXT_FORMATS: [number, string][] = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
  [32, 'sub'],
  [64, 'sup'],
]

function renderText(node: Node, key: number): ReactNode {
  // Editors type ordinary spaces: a number and its unit are kept on one line here.
  let element: ReactNode = keepNumbersTogether(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [bit, tag] of TEXT_FORMATS) if (format & bit) element = createElement(tag, null, element)
  return <Fragment key={key}>{element}</Fragment>
}

/** An internal link goes to the page or article it names; a typed one only to a safe address. */
function linkHref(node: Node): string | null {
  const fields = node.fields ?? {}
  if (fields.linkType === 'internal') {
    const { relationTo, value } = fields.doc ?? {}
    if (relationTo === 'news') return value?.slug ? newsArticlePath(value.slug) : null
    return value?.path ? pageUrl(value.path) : '/'
  }
  return safeHref(fields.url)
}

function renderNodes(nodes: Node[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => renderNode(node, i))
}

function renderNode(node: Node, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'tab':
      return <Fragment key={key}>{'\t'}</Fragment>
    case 'paragraph':
      return <p key={key}>{renderNodes(node.children)}</p>
    case 'heading': {
      const tag = /^h[2-6]$/.test(node.tag ?? '') ? node.tag! : 'h2'
      return createElement(tag, { key }, renderNodes(node.children))
    }
    case 'quote':
      return <blockquote key={key}>{renderNodes(node.children)}</blockquote>
    case 'list':
      return createElement(node.listType === 'number' ? 'ol' : 'ul', { key }, renderNodes(node.children))
    case 'listitem':
      return <li key={key}>{renderNodes(node.children)}</li>
    case 'horizontalrule':
      return <hr key={key} />
    case 'link':
    case 'autolink': {
      const href = linkHref(node)
      if (href === null) return <Fragment key={key}>{renderNodes(node.children)}</Fragment>
      const external = !href.startsWith('/') && node.fields?.newTab
      return (
        <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {renderNodes(node.children)}
        </a>
      )
    }
    case 'upload':
      return (
        <figure key={key} className="rich-text__figure">
          <ResponsiveImage media={node.value} sizes="(min-width: 960px) 720px, 100vw" />
        </figure>
      )
    default:
      return node.children ? <Fragment key={key}>{renderNodes(node.children)}</Fragment> : null
  }
}

export function RichText({ content, className = 'rich-text' }: { content: unknown; className?: string }) {
  const root = (content as { root?: Node } | null)?.root
  if (!root) return null
  return <div className={className}>{renderNodes(root.children)}</div>
}
