export { allLeaders } from './leaders.server'
export { Leaders } from './Leaders'
export type { GovernanceGroup } from './governanceGroups'
