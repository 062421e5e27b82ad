import type { ReactNode } from 'react'
import { SiteLink } from './SiteLink'

type Props = {
  /** A block's call to action (the url and linkLabel of platform/fields/ctaLink.ts). */
  link: { url?: string | null; linkLabel?: string | null }
  className: string
  /** An icon before or after the wording. */
  before?: ReactNode
  after?: ReactNode
}

/** A block's call-to-action link, drawn only when the editors gave both its address and its wording. */
export function CtaLink({ link, className, before, after }: Props) {
  if (!link.url || !link.linkLabel) return null
  return (
    <SiteLink href={link.url} className={className}>
      {before}
      {link.linkLabel}
      {after}
    </SiteLink>
  )
}
