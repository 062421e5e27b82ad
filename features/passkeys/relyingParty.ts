import { serverURL } from '../../common/env.server'

// Who the passkeys are for: the configured site, never a host a request names. A passkey made for this origin works only
// here, and a response signed for any other origin or relying party id is refused.

export const RP_NAME = 'Veltrana Group'

export function relyingParty(): { id: string; origin: string } {
  const site = new URL(serverURL())
  return { id: site.hostname, origin: site.origin }
}
