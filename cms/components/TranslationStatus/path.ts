/** Where the translation status view lives in the admin (under /admin). */
export const TRANSLATION_STATUS_PATH = '/translation-status'
