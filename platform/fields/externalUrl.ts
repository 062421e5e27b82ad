/** An absolute http(s) address, or nothing: field validation for links that leave the site. */
export function validateOptionalUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value) ? true : 'Use a full address starting with https://'
}
