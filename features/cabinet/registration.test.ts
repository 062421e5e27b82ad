import { describe, expect, it } from 'vitest'
import { REGISTRATION_MESSAGES as M, normalizeMobilePhone, readLogin, validateRegistration, type RegistrationInput } from './registration'

const valid: RegistrationInput = {
  email: ' Anna.Petrova@Example.org ',
  phone: '+7 (912) 345-67-89',
  password: 'tverskaya-secret',
  confirm: 'tverskaya-secret',
  firstName: 'Анна',
  lastName: 'Petrova-Smith',
  address: 'ул. Тверская, 1; кв. 5, Москва',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
}

const failure = (input: RegistrationInput, region?: string) => {
  const result = validateRegistration(input, region)
  return result.ok ? null : { field: result.field, error: result.error }
}

describe('registration rule', () => {
  it('accepts a valid registration and normalizes it', () => {
    const result = validateRegistration(valid)
    expect(result).toEqual({
      ok: true,
      values: {
        email: 'anna.petrova@example.org',
        phone: '79123456789',
        password: 'tverskaya-secret',
        firstName: 'Анна',
        lastName: 'Petrova-Smith',
        address: 'ул. Тверская, 1; кв. 5, Москва',
        signature: valid.signature,
      },
    })
  })

  describe('(1) e-mail', () => {
    it.each(['', 'anna', 'anna@example', 'an na@example.org', 42, null])('refuses %j', (email) => {
      expect(failure({ ...valid, email })).toEqual({ field: 'email', error: M.email })
    })
  })

  describe('(2) mobile phone for the region', () => {
    it.each(['89123456789', '79123456789', '9123456789', '+7 912 345 67 89', '8 (912) 345-67-89'])('accepts %j in Russia', (phone) => {
      expect(normalizeMobilePhone(phone, 'RU')).toBe('79123456789')
    })
    it.each([
      ['a landline', '+7 495 123-45-67'],
      ['too short', '12345'],
      ['letters only', 'phone'],
      ['empty', ''],
      ['not a string', 79123456789],
    ])('refuses %s', (_, phone) => {
      expect(failure({ ...valid, phone })).toEqual({ field: 'phone', error: M.phone })
    })
    it('uses the region from the site settings', () => {
      expect(normalizeMobilePhone('07400 123456', 'GB')).toBe('447400123456')
      expect(normalizeMobilePhone('07400 123456', 'RU')).toBeNull()
    })
  })

  describe('(3) password', () => {
    it('needs 8 to 128 characters, of any kind, counted as characters', () => {
      expect(failure({ ...valid, password: 'x7-abcd', confirm: 'x7-abcd' })).toEqual({ field: 'password', error: M.passwordShort })
      expect(validateRegistration({ ...valid, password: 'x7-abcde', confirm: 'x7-abcde' }).ok).toBe(true)
      // No composition rules: letters alone, or Cyrillic alone, are fine.
      expect(validateRegistration({ ...valid, password: 'горизонт', confirm: 'горизонт' }).ok).toBe(true)
      const longest = 'я'.repeat(128)
      expect(validateRegistration({ ...valid, password: longest, confirm: longest }).ok).toBe(true)
      const tooLong = 'я'.repeat(129)
      expect(failure({ ...valid, password: tooLong, confirm: tooLong })).toEqual({ field: 'password', error: M.passwordLong })
    })
    it('must equal its confirmation', () => {
      expect(failure({ ...valid, confirm: 'secret2' })).toEqual({ field: 'password', error: M.passwordMismatch })
    })
    it('refuses a common password when the server gives its list, before the confirmation', () => {
      const common = (password: string) => password === 'qwertyuiop'
      expect(validateRegistration({ ...valid, password: 'qwertyuiop', confirm: 'x' }, undefined, common)).toEqual({
        ok: false,
        field: 'password',
        error: M.passwordCommon,
      })
      expect(validateRegistration({ ...valid, password: 'qwertyuiop', confirm: 'qwertyuiop' }).ok).toBe(true)
    })
  })

  describe('(4) names and address', () => {
    it.each(['firstName', 'lastName', 'address'] as const)('%s must be longer than 2 characters', (field) => {
      expect(failure({ ...valid, [field]: 'Ab' })).toEqual({ field, error: M.textShort })
      expect(failure({ ...valid, [field]: '  Ab  ' })).toEqual({ field, error: M.textShort })
      expect(validateRegistration({ ...valid, [field]: 'Abc' }).ok).toBe(true)
    })
    it.each(['Anna!', 'Anna<script>', 'Anna_P', 'Anna\nP', 'Anna#1', 'Anna"'])('refuses other characters: %j', (firstName) => {
      expect(failure({ ...valid, firstName })).toEqual({ field: 'firstName', error: M.textCharacters })
    })
    it.each(['José', 'Ζωή', '李小龍', 'Nguyễn', 'O.Neil+1;a@b', 'Jean-Luc 2nd'])('accepts any alphabet and the allowed signs: %j', (firstName) => {
      expect(validateRegistration({ ...valid, firstName }).ok).toBe(true)
    })
    it('caps the length', () => {
      expect(failure({ ...valid, lastName: 'a'.repeat(101) })).toEqual({ field: 'lastName', error: M.textLong })
    })
  })

  it('(5) requires a signature', () => {
    expect(failure({ ...valid, signature: '' })).toEqual({ field: 'signature', error: M.signature })
    expect(failure({ ...valid, signature: undefined })).toEqual({ field: 'signature', error: M.signature })
  })

  it('checks in a fixed order and stops at the first failure', () => {
    const allBad: RegistrationInput = { email: 'x', phone: '1', password: '1', confirm: '2', firstName: '!', lastName: '!', address: '!', signature: '' }
    const order: string[] = []
    let input = { ...allBad }
    const fixes: Partial<RegistrationInput>[] = [
      { email: valid.email },
      { phone: valid.phone },
      { password: valid.password, confirm: valid.confirm },
      { firstName: valid.firstName },
      { lastName: valid.lastName },
      { address: valid.address },
      { signature: valid.signature },
    ]
    for (const fix of fixes) {
      const result = validateRegistration(input)
      if (!result.ok) order.push(result.field)
      input = { ...input, ...fix }
    }
    expect(order).toEqual(['email', 'phone', 'password', 'firstName', 'lastName', 'address', 'signature'])
    expect(validateRegistration(input).ok).toBe(true)
  })

  it('ignores fields it does not know (total, locked ...)', () => {
    const result = validateRegistration({ ...valid, total: '1000', locked: false } as RegistrationInput)
    expect(result.ok && Object.keys(result.values).sort()).toEqual(['address', 'email', 'firstName', 'lastName', 'password', 'phone', 'signature'])
  })
})

describe('login input', () => {
  it('needs an e-mail and a password', () => {
    expect(readLogin({ email: ' A@B.org ', password: 'pw' })).toEqual({ email: 'a@b.org', password: 'pw' })
    expect(readLogin({ email: 'a@b.org' })).toBeNull()
    expect(readLogin({ email: { $ne: '' }, password: 'x' })).toBeNull()
  })
})
