export { formAction } from './action.server'
export { fieldBlocks, formsOverrides, submissionsOverrides } from './collections'
export type { FormOutcome } from './outcome'
