import { useEffect, type ReactNode } from 'react'
import { PageProvider, type PageEnvironment } from '../page/PageContext'

/**
 * The root of every island, identical on the server and in the browser so that the trees (and
 * the ids React derives from them) match. In the browser it reports when hydration is done.
 */
export function IslandFrame({ page, onHydrated, children }: { page: PageEnvironment; onHydrated?: () => void; children: ReactNode }) {
  return (
    <PageProvider value={page}>
      <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
    </PageProvider>
  )
}

function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}
