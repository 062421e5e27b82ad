/** Attempts before a message is given up as failed; with the backoff below, about two hours. */
export const MAIL_ATTEMPTS = 8
/** The first retry waits this long, each next one twice as long. */
export const MAIL_BACKOFF_MS = 30_000
