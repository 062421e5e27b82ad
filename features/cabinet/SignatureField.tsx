import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import SignaturePad from 'signature_pad'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { SIGNATURE_CSS_SIZE, SIGNATURE_MAX_RATIO } from './registration'

export type SignatureHandle = {
  /** The drawing as a PNG data URL, written into the form; '' when the pad is empty. */
  capture: () => string
  focus: () => void
}

type Props = { id: string; invalid: boolean; error?: string; errorId: string }

/** A signature_pad canvas drawn at the screen's pixel density, with Clear and Save into the form's hidden `signature`
 * field; submitting takes the current drawing too, so forgetting Save does not send the customer back. */
export const SignatureField = forwardRef<SignatureHandle, Props>(function SignatureField({ id, invalid, error, errorId }, ref) {
  const { t } = useTranslation()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const valueRef = useRef<HTMLInputElement>(null)
  const padRef = useRef<SignaturePad | null>(null)
  const [status, setStatus] = useState('')
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), SIGNATURE_MAX_RATIO)
    canvas.width = Math.round(SIGNATURE_CSS_SIZE * ratio)
    canvas.height = Math.round(SIGNATURE_CSS_SIZE * ratio)
    canvas.getContext('2d')?.scale(ratio, ratio)
    const pad = new SignaturePad(canvas, { penColor: '#000000', backgroundColor: 'rgba(0,0,0,0)', minWidth: 0.8, maxWidth: 2.6 })
    // A new stroke makes the saved copy stale until Save (or the submit) takes it again.
    pad.addEventListener('beginStroke', () => setStatus(''))
    padRef.current = pad
    setReady(true)
    return () => {
      pad.off()
      padRef.current = null
    }
  }, [])

  const capture = () => {
    const pad = padRef.current
    const value = pad && !pad.isEmpty() ? pad.toDataURL('image/png') : ''
    if (valueRef.current) valueRef.current.value = value
    return value
  }

  useImperativeHandle(ref, () => ({ capture, focus: () => canvasRef.current?.focus() }))

  const clear = () => {
    padRef.current?.clear()
    if (valueRef.current) valueRef.current.value = ''
    setStatus(t('Cabinet_signature_cleared'))
  }
  const save = () => setStatus(capture() ? t('Cabinet_signature_saved') : t('Cabinet_signature_empty'))

  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  return (
    <fieldset className="cab-field cab-signature" data-invalid={invalid ? true : undefined}>
      <legend id={`${id}-label`}>{t('Cabinet_signature')}</legend>
      <p id={hintId} className="cab-field__hint">
        {t('Cabinet_signature_hint')}
      </p>
      {/* Shown only where scripts do not run (Cabinet.css), without waiting for hydration. */}
      <p className="cab-signature__nojs">{t('Cabinet_signature_nojs')}</p>
      <div className="cab-signature__row">
        <canvas
          ref={canvasRef}
          id={id}
          className="cab-signature__pad"
          width={SIGNATURE_CSS_SIZE}
          height={SIGNATURE_CSS_SIZE}
          role="img"
          tabIndex={-1}
          data-ready={ready ? true : undefined}
          aria-label={t('Cabinet_signature_pad')}
          aria-describedby={[hintId, invalid ? errorId : undefined].filter(Boolean).join(' ')}
        />
        <div className="cab-signature__actions">
          <button type="button" className="button cab-button--secondary" onClick={clear}>
            {t('Cabinet_signature_clear')}
          </button>
          <button type="button" className="button cab-button--secondary" onClick={save}>
            {t('Cabinet_signature_save')}
          </button>
          <p id={statusId} className="cab-signature__status" role="status">
            {status}
          </p>
        </div>
      </div>
      {/* No value prop: React would write it back on every render; capture() owns this value. */}
      <input ref={valueRef} type="hidden" name="signature" />
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
})
