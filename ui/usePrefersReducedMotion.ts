import { useEffect, useState } from 'react'
import { STILL_ATTRIBUTE } from './page/PageContext'

/** Whether the user asked the system (or the site's version for the visually impaired) for less
 * motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches || document.documentElement.hasAttribute(STILL_ATTRIBUTE))
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}
