export { CustomerPasskeys } from './CustomerPasskeys'
export { passkeyEndpoints } from './endpoints'
export { PasskeyChallenges } from './PasskeyChallenges'
export { customerPasskeyList, removeCustomerPasskey } from './passkeys.server'
