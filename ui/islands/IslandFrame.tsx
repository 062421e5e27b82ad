import { useEffect, useState, type ReactNode } from 'react'
import { ImagesWaitForScripts } from '../imagesWait'
import { PageProvider, type PageEnvironment } from '../page/PageContext'

type Props = { page: PageEnvironment; imagesWait?: boolean; onHydrated?: () => void; children: ReactNode }

/**
 * The root of every island, identical on the server and in the browser so that the trees (and
 * the ids React derives from them) match. In the browser it reports when hydration is done, and
 * then puts in the pictures that waited for it (`imagesWait`).
 */
export function IslandFrame({ page, imagesWait = false, onHydrated, children }: Props) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
    onHydrated?.()
  }, [onHydrated])
  return (
    <PageProvider value={page}>
      <ImagesWaitForScripts.Provider value={imagesWait && !hydrated}>{children}</ImagesWaitForScripts.Provider>
    </PageProvider>
  )
}
