// The feature's public face: other folders import it only from here.
export { GOVERNANCE_GROUPS, type GovernanceGroup } from './governanceGroups'
