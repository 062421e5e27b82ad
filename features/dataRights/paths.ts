// Where the data-rights parts live; the dashboard's links and the routes share them.

/** The readable page of everything kept about the signed-in customer. */
export const DATA_PAGE_PATH = '/dashboard/data'
/** The same, as one JSON file to keep. */
export const JSON_PATH = '/dashboard/data.json'
/** What the dashboard's deletion form posts as `intent`. */
export const DATA_INTENT = 'delete-account'
