import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, isValidEmail, validateUpdates } from '../../common/updateRules'

describe('updates sign-up rule', () => {
  it('accepts a trimmed e-mail with consent and lower-cases it', () => {
    expect(validateUpdates({ email: '  Anna@Example.org ', pics: '1', personalDataConsent: true })).toEqual({ ok: true, email: 'anna@example.org' })
  })

  it.each(['', 'anna', 'anna@example', '@example.org', 'anna@.org x', 'an na@example.org'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('caps the length at 100 characters', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.org'.length)
    expect(isValidEmail(`${local}@example.org`)).toBe(true)
    expect(isValidEmail(`a${local}@example.org`)).toBe(false)
  })

  it('flags every error together, with the catalogue keys', () => {
    expect(validateUpdates({ email: 'nope', pics: '0' })).toEqual({
      ok: false,
      errors: { email: 'Layout32', pics: 'Updates_error_terms', personalDataConsent: 'Consent_error_required' },
    })
  })

  it('requires the terms and, separately, the consent to processing the address, even with a good e-mail', () => {
    expect(validateUpdates({ email: 'anna@example.org', personalDataConsent: '1' })).toEqual({ ok: false, errors: { pics: 'Updates_error_terms' } })
    expect(validateUpdates({ email: 'anna@example.org', pics: '1' })).toEqual({ ok: false, errors: { personalDataConsent: 'Consent_error_required' } })
  })

  it('treats a non-string e-mail as invalid instead of throwing', () => {
    expect(validateUpdates({ email: { $ne: 1 }, pics: true, personalDataConsent: true })).toEqual({ ok: false, errors: { email: 'Layout32' } })
  })
})
