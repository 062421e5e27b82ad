import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

/** A stored phone (international digits, "79123456789") as people read it: "+7 912 345 67 89".
 * Anything libphonenumber cannot read is shown as it is. */
export function formatPhone(digits: string): string {
  if (!/^\d{5,17}$/.test(digits)) return digits
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`
}
