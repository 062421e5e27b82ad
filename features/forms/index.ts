// The feature's public face: other folders import it only from here.
export { BLOCK_FIELD, HONEYPOT_FIELD, maxLengthOf } from './fieldRules'
export { type FormOutcome, type PostedForm, withOutcome } from './outcome'
