import Bowser from 'bowser'

/** The browser and system a User-Agent names ("Chrome 131", "Linux"), by bowser's well-kept list of them; null for what
 * it does not say. Shown back only to the customer whose browser it was (their sessions, their passkeys). */
export function describeAgent(userAgent: string | null | undefined): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null }
  const { browser, os } = Bowser.parse(userAgent)
  const named = (name?: string, version?: string) => (name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null)
  return { browser: named(browser.name, browser.version), system: named(os.name, os.versionName ?? os.version) }
}
