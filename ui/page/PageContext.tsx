import { createContext, useContext } from 'react'
import { FALLBACK_LANGUAGE, type Language } from '../../common/languages'
import type { Catalogue } from '../i18n/translate'

/**
 * What every component may know about the page it is on: its language, the UI catalogue and
 * its address. The root provides it on the server; an island provides it again in the browser
 * from what the server wrote beside it (ui/islands). Components read this instead of Remix's
 * router hooks, so the same component renders on the server and hydrates as an island.
 */
export type PageEnvironment = {
  language: Language
  catalogue: Catalogue
  pathname: string
  search: string
  /** Images give way to their text (the version for the visually impaired): decorative ones go. */
  hideImages?: boolean
}

/** On <html> when images give way to their text, so that islands read it back in the browser. */
export const HIDE_IMAGES_ATTRIBUTE = 'data-hide-images'
/** On <html> when nothing may move: carousels jump and nothing animates. */
export const STILL_ATTRIBUTE = 'data-still'

const PageContext = createContext<PageEnvironment>({ language: FALLBACK_LANGUAGE, catalogue: {}, pathname: '/', search: '' })

export const PageProvider = PageContext.Provider

export function usePage(): PageEnvironment {
  return useContext(PageContext)
}
