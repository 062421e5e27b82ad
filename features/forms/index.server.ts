// The feature's public face for server code: other folders import its server side only from here.
export { formAction } from './action.server'
export { fieldBlocks, formsOverrides, submissionsOverrides } from './collections'
export type { FormOutcome } from './outcome'
