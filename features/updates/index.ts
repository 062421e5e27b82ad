// The feature's public face: other folders import it only from here.
export { PREFERENCES_PATH } from './paths'
export { EMAIL_MAX_LENGTH, isValidEmail, type UpdatesOutcome } from '../../common/updateRules'
export { PRIVATE_HEADERS, tokenOf } from './subscriberPages'
export { ConfirmPage, PreferencesPage, type PreferencesView, UnsubscribePage } from './SubscriptionPages'
export { UpdatesForm } from './UpdatesForm'
