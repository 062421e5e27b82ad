export { ConversationList, ConversationMessages } from './Conversations'
export { MessageForm } from './MessageForm'
