// The feature's public face for server code: other folders import its server side only from here.
export { noticeCustomer } from './customerNotice'
export { queuedEmailAdapter } from './emailAdapter'
export { MailMessages } from './MailMessages'
export type { EnquiryData } from './templates/names'
export { MAIL_QUEUE, queueMail } from './queue'
export { queueResetRequest, requestedAddress, RESET_BUDGET, resetLinkTask, resetRequestAllowed, withinAddressBudget } from './resetBudget'
export { nonce, readToken, signToken } from './signedTokens'
export { mailTasks } from './tasks'
