export { ConsentBox } from './ConsentBox'
export { ConsentPage } from './ConsentPage'
export { ConsentsPanel } from './ConsentsPanel'
export {
  CONSENT_FIELD,
  CONSENT_MESSAGES,
  type ConsentField,
  consentPath,
  consentProblem,
  isConsentGiven,
  isConsentPurpose,
  PURPOSE_TITLES,
  WITHDRAW_INTENT,
} from '../../common/consentPurposes'
