export { GOVERNANCE_GROUPS, type GovernanceGroup } from './governanceGroups'
