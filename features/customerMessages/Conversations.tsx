import { conversationPath } from '../../common/customerMessages'
import { formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { MessageView, ThreadView } from './conversations.server'

/** The customer's conversations, the latest activity first, with their state and unread answers. */
export function ConversationList({ threads, language }: { threads: ThreadView[]; language: Language }) {
  const { t } = useTranslation()
  if (threads.length === 0) return <p className="dash-docs__empty">{t('Messages_empty')}</p>
  return (
    <ul className="dash-docs">
      {threads.map((thread) => (
        <li key={thread.id} className="dash-docs__item panel">
          <a className="dash-docs__title" href={conversationPath(thread.id)}>
            {t(`Messages_type_${thread.type}`)}
          </a>
          <p className="dash-docs__meta">
            <span>{t(`Messages_status_${thread.status}`)}</span>
            <span>
              <time dateTime={thread.lastMessageAt}>{formatDateTime(thread.lastMessageAt, language)}</time>
            </span>
            {thread.unread > 0 ? <strong className="dash-msg__unread">{t('Messages_unread', { count: thread.unread })}</strong> : null}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** One conversation's messages, oldest first; a body is plain text, shown as written. */
export function ConversationMessages({ messages, language }: { messages: MessageView[]; language: Language }) {
  const { t } = useTranslation()
  return (
    <ol className="dash-msg">
      {messages.map((message) => (
        <li key={message.id} className={`dash-msg__item panel dash-msg__item--${message.author}`}>
          <p className="dash-msg__meta">
            <strong>{t(message.author === 'customer' ? 'Messages_from_you' : 'Messages_from_staff')}</strong>{' '}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
          </p>
          <p className="dash-msg__body">{message.body}</p>
        </li>
      ))}
    </ol>
  )
}
