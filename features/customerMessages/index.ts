// The feature's public face: other folders import it only from here.
export { ConversationList, ConversationMessages } from './Conversations'
export { MessageForm } from './MessageForm'
