import type { Language } from '../../common/languages'
import { Island } from '../../ui/islands/Island'
import { HeaderBar, type HeaderBarProps } from './HeaderBar'
import type { LayoutData } from './layout.server'

/** The fixed top bar. Plain HTML and CSS on pages without scripts; an island (menus with timers,
 * Escape, one panel at a time) on pages that load scripts anyway. */
export function Header({ layout, language, enhanced, lowVision }: { layout: LayoutData; language: Language; enhanced: boolean; lowVision: string }) {
  const { brand, shortName, logo, phone, email } = layout.settings
  const props: HeaderBarProps = { settings: { brand, shortName, logo, phone, email }, items: layout.navigation.items, language, lowVision }
  return enhanced ? <Island name="header" props={props} memo /> : <HeaderBar {...props} />
}
