// Where a message stands. `kept`: no SMTP service is configured, so it waits in the outbox.
export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'kept', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
