import { createContext } from 'react'

/**
 * True where images other than the page's main one (`priority`) wait for the page's scripts: in
 * a page's blocks, and a carousel's slides beyond its first view. A lazy image near the window
 * is fetched with the page's first paint and shares a slow connection with the main image; in
 * its place goes a box of the same class and proportions until the islands entry puts it in
 * (app/islands/client.ts) or, inside an island, until the island runs. Without scripts the
 * picture is in a `<noscript>` and shows as usual.
 */
export const ImagesWaitForScripts = createContext(false)
