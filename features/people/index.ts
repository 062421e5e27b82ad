export { GOVERNANCE_GROUPS, type GovernanceGroup } from './governanceGroups'
export { initials } from './initials'
export { PersonPhoto } from './PersonPhoto'
