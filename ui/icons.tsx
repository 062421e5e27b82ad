// Small inline icons; decorative, so hidden from assistive technology.
type Props = { className?: string }

export const Chevron = ({ className = '' }: Props) => (
  <svg className={`icon icon-chevron ${className}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

export const Burger = ({ className = '' }: Props) => (
  <svg className={`icon ${className}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

export const Close = ({ className = '' }: Props) => (
  <svg className={`icon ${className}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

export const Magnifier = ({ className = '' }: Props) => (
  <svg className={`icon ${className}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)

const SOCIAL_PATHS: Record<string, string> = {
  facebook: 'M14 6h3V2h-3c-2.8 0-4.5 1.8-4.5 4.6V9H7v4h2.5v9h4v-9h3l.5-4h-3.5V6.8c0-.5.3-.8.5-.8z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1C4.8 3.3 3.3 4.8 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.5 1.7 5 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.5-.2 5-1.7 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.5-1.7-5-5.2-5.2C14.7 3 14.4 3 12 3z',
  twitter: 'M4 4l6.5 8.7L4.3 20H6l5.3-6.1L15.8 20H20l-6.8-9.1L19 4h-1.7l-4.9 5.6L8.2 4z',
  x: 'M4 4l6.5 8.7L4.3 20H6l5.3-6.1L15.8 20H20l-6.8-9.1L19 4h-1.7l-4.9 5.6L8.2 4z',
  linkedin:
    'M4.5 9h3v11h-3zM6 3.5A1.75 1.75 0 1 1 6 7a1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V20h-3v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20h-3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
}

export const SocialIcon = ({ network }: { network: string }) => (
  <svg className="icon icon-social" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={SOCIAL_PATHS[network] ?? SOCIAL_PATHS.linkedin} fill="currentColor" />
  </svg>
)

export const Play = ({ className = '' }: Props) => (
  <svg className={`icon icon-play ${className}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
  </svg>
)

export const Tick = ({ className = '' }: Props) => (
  <svg className={`icon icon-tick ${className}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path d="M7 12.5l3.2 3.2L17.2 8.8" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

export const Arrow = ({ className = '' }: Props) => (
  <svg className={`icon icon-arrow ${className}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M2.5 8h10M8.5 3.5L13 8l-4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** Marks a link that opens another site. */
export const External = ({ className = '' }: Props) => (
  <svg className={`icon icon-external ${className}`} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M6 3.5H3.5v9h9V10M9 3h4v4M13 3L7.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** The feed symbol beside links to the RSS feed. */
export const Feed = ({ className = '' }: Props) => (
  <svg className={`icon icon-feed ${className}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="3.5" cy="12.5" r="1.6" fill="currentColor" />
    <path d="M2 7.2a6.8 6.8 0 0 1 6.8 6.8M2 2.6A11.4 11.4 0 0 1 13.4 14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)
