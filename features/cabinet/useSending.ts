import { useEffect, useState } from 'react'

/** A form that has been sent: the browser is loading the answer (a new page), and a second press
 * would post twice. Coming back to this page from the history cache makes it sendable again. */
export function useSending(): [sending: boolean, markSent: () => void] {
  const [sending, setSending] = useState(false)
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setSending(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])
  return [sending, () => setSending(true)]
}
