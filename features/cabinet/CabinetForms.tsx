import { useState, type MouseEvent } from 'react'
import { MODE_PARAM } from '../../common/pageParams'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'
import type { CabinetFailure, CabinetMode } from './forms'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'

export type CabinetFormsProps = { phoneRegion: string; failure?: CabinetFailure }

/** Sign in or register: one card, one form at a time; an island on /cabinet. */
export function CabinetForms({ phoneRegion, failure }: CabinetFormsProps) {
  const { t } = useTranslation()
  const { pathname, search } = usePage()
  const [mode, setMode] = useState<CabinetMode>(failure?.intent ?? (new URLSearchParams(search).get(MODE_PARAM) === 'register' ? 'register' : 'login'))

  const other: CabinetMode = mode === 'login' ? 'register' : 'login'
  // Without scripts the toggle is a GET form (?mode=…); with them it switches at once, and the address follows.
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setMode(other)
    const params = new URLSearchParams(window.location.search)
    if (other === 'register') params.set(MODE_PARAM, 'register')
    else params.delete(MODE_PARAM)
    const query = params.toString()
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}`)
  }

  return (
    <div className="cabinet__card panel">
      <div className="cabinet__head">
        <h2 id="cabinet-heading" className="cabinet__heading">
          {t(mode === 'login' ? 'Cabinet_login_heading' : 'Cabinet_register_heading')}
        </h2>
        <form method="get" action="/cabinet" className="cabinet__switch">
          <span>{t(mode === 'login' ? 'Cabinet_to_register_lead' : 'Cabinet_to_login_lead')}</span>
          <button type="submit" name={MODE_PARAM} value={other} className="button cab-button--secondary cabinet__toggle" onClick={toggle}>
            {t(mode === 'login' ? 'Cabinet_to_register' : 'Cabinet_to_login')}
          </button>
        </form>
      </div>
      {mode === 'login' ? (
        <LoginForm failure={failure?.intent === 'login' ? failure : undefined} />
      ) : (
        <RegisterForm failure={failure?.intent === 'register' ? failure : undefined} phoneRegion={phoneRegion} />
      )}
    </div>
  )
}
