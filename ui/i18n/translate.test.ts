import { describe, expect, it } from 'vitest'
import { translate } from './translate'

describe('translate', () => {
  const catalogue = { Copyright: '© 1988–{{year}} {{brand}}.', Plain: 'Plain' }
  it('fills placeholders', () => {
    expect(translate(catalogue, 'Copyright', { year: 2026, brand: 'Veltrana' })).toBe('© 1988–2026 Veltrana.')
  })
  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(translate(catalogue, 'Copyright', { year: 2026 })).toBe('© 1988–2026 {{brand}}.')
  })
  it('returns the key for a missing entry', () => {
    expect(translate(catalogue, 'Missing')).toBe('Missing')
  })
})
