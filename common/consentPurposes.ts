// The purposes a visitor consents to, each with its own versioned document (consent-documents) and its own box on the
// form that collects the data; shared by the forms, their actions, the JSON API and the consent pages.

export const CONSENT_PURPOSES = ['cabinet', 'updates', 'enquiries'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export const isConsentPurpose = (value: unknown): value is ConsentPurpose => CONSENT_PURPOSES.includes(value as ConsentPurpose)

/** The name of the consent box in every form and of its field in the JSON API (`data.personalDataConsent` at registration). */
export const CONSENT_FIELD = 'personalDataConsent'
export type ConsentField = typeof CONSENT_FIELD

/** Catalogue keys (features/translations/<lang>/consents.json). */
export const CONSENT_MESSAGES = { required: 'Consent_error_required' } as const

/** What each purpose is called on the dashboard and the consent pages. */
export const PURPOSE_TITLES: Record<ConsentPurpose, string> = {
  cabinet: 'Consent_purpose_cabinet',
  updates: 'Consent_purpose_updates',
  enquiries: 'Consent_purpose_enquiries',
}

/** A ticked box: `true` from the JSON API, "1" or "on" from a form; nothing else counts. */
export function isConsentGiven(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'on' || value === 'true'
}

/** The consent's own rule, checked by the form before sending and by the server: the box must be ticked. */
export function consentProblem(input: Record<string, unknown>): { field: ConsentField; error: string } | null {
  return isConsentGiven(input[CONSENT_FIELD]) ? null : { field: CONSENT_FIELD, error: CONSENT_MESSAGES.required }
}

/** The page of a purpose's current consent, or of one version of it (`/consents/cabinet/v2`). */
export function consentPath(purpose: ConsentPurpose, version?: number): string {
  return version === undefined ? `/consents/${purpose}` : `/consents/${purpose}/v${version}`
}

/** The version a `v<N>` path segment names, or null. */
export function readVersionSegment(segment: string | undefined): number | null {
  const match = /^v([1-9]\d{0,5})$/.exec(segment ?? '')
  return match ? Number(match[1]) : null
}

/** What the dashboard's withdrawal form posts as `intent`. */
export const WITHDRAW_INTENT = 'withdraw-consent'
