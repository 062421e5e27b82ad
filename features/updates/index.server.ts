// The feature's public face for server code: other folders import its server side only from here.
export { alertOnFirstPublish, forgetAlertOnDelete, newsAlertTask, publishedBefore } from './alerts'
export { updatesLoop } from './background.server'
export { oneClickUnsubscribe } from './endpoints'
export { readConfirmToken } from './links'
export { Subscribers } from './Subscribers'
export { confirmSubscription, readPreferences, savePreferences, subscribe, subscriberByToken, unsubscribe } from './subscriptions'
export { EMAIL_MAX_LENGTH } from '../../common/updateRules'
export { isValidEmail } from '../../common/updateRules'
