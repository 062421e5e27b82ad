// The feature's public face for server code: other folders import its server side only from here.
export { CustomerPasskeys } from './CustomerPasskeys'
export { passkeyEndpoints } from './endpoints'
export { PasskeyChallenges } from './PasskeyChallenges'
export { customerPasskeyList, removeCustomerPasskey } from './passkeys.server'
