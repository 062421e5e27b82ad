// The islands runtime, imported by client.ts once the page has loaded: hydrates the islands the
// server rendered (hydrateIslands.tsx).
import { hydrateIslands } from './hydrateIslands'
import { showProgressOnNavigation } from './navigationProgress'
import { ISLAND_ATTRIBUTE } from './protocol'

// (In development every page runs this file, islands or not.)
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  showProgressOnNavigation()
  void hydrateIslands(document).then(() => {
    // CSS switches the header's menus from their no-JavaScript form once they are live; tests
    // wait for this mark too.
    document.documentElement.classList.add('js')
  })
}
