// The governance bodies a leader can sit on. Shared by the `leaders` schema and the site, so
// the admin's options and the governance page's tabs cannot drift apart. No Payload import:
// the browser bundle reads this file too.
export const GOVERNANCE_GROUPS = ['board_of_directors', 'supervisory_committee', 'senior_management'] as const
export type GovernanceGroup = (typeof GOVERNANCE_GROUPS)[number]
