// The feature's public face for server code: other folders import its server side only from here.
export { postMessage } from './actions.server'
export { listConversations, readConversation, unreadCount } from './conversations.server'
export { CustomerMessages } from './CustomerMessages'
export { CustomerThreads } from './CustomerThreads'
