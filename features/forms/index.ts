export { BLOCK_FIELD, HONEYPOT_FIELD, maxLengthOf } from './fieldRules'
export { type FormOutcome, type PostedForm, withOutcome } from './outcome'
