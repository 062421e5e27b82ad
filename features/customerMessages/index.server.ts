export { postMessage } from './actions.server'
export { listConversations, readConversation, unreadCount } from './conversations.server'
export { CustomerMessages } from './CustomerMessages'
export { CustomerThreads } from './CustomerThreads'
