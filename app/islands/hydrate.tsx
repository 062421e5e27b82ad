// The islands runtime, imported by client.ts once the page has loaded: hydrates the islands the
// server rendered (ui/islands/hydrateIslands.tsx), loading each from the app's list.
import { hydrateIslands } from '../../ui/islands/hydrateIslands'
import { showProgressOnNavigation } from '../../ui/islands/navigationProgress'
import { ISLAND_ATTRIBUTE } from '../../ui/islands/protocol'
import { loaders } from './loaders'

// (In development every page runs this file, islands or not.)
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  showProgressOnNavigation()
  void hydrateIslands(document, loaders).then(() => {
    // CSS switches the header's menus from their no-JavaScript form once they are live; tests
    // wait for this mark too.
    document.documentElement.classList.add('js')
  })
}
