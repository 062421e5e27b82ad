import { TOKEN_PARAM } from './pageParams'

// Links whose token grants something (a password reset, a customer's address confirmation at /cabinet/confirm, a
// subscriber's confirmation, preferences or unsubscribe): the one rule for where such a token sits, used to keep it out
// of the request log and out of the mail the outbox keeps.
// A token is the value of a `token` query parameter, or the path segment after a `reset` or `verify` segment (the admin's
// reset pages, ours and Payload's, and Payload's account verification).

/** What a masked token is shown as. */
export const MASK = '***'

const QUERY_TOKEN = new RegExp(`([?&]|&amp;)(${TOKEN_PARAM}=)[^&#\\s"'<>\\\\]+`, 'gi')
const PATH_TOKEN = /(\/(?:reset|verify)\/)[^/?#\s"'<>\\]+/gi

/** The text (a path, a URL, an HTML or plain-text message, a JSON document) with every token masked. */
export function maskSecrets(text: string): string {
  return text.replace(QUERY_TOKEN, `$1$2${MASK}`).replace(PATH_TOKEN, `$1${MASK}`)
}
