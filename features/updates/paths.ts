// The subscriber's pages, for links the browser code renders too (no server code here).
export const CONFIRM_PATH = '/updates/confirm'
export const PREFERENCES_PATH = '/updates/preferences'
export const UNSUBSCRIBE_PATH = '/updates/unsubscribe'
/** The List-Unsubscribe address, under /api: a POST to it is the one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_PATH = '/updates/unsubscribe'
