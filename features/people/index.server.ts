// The feature's public face for server code: other folders import its server side only from here.
export { allLeaders } from './leaders.server'
export { Leaders } from './Leaders'
export type { GovernanceGroup } from './governanceGroups'
