import { useTranslation } from '../../ui/i18n/useTranslation'

type Props = {
  id: string
  name: string
  /** What ticking the box means, translated. */
  label: string
  /** The documents the box is about: each opens its own page. */
  links: { href: string; text: string }[]
  /** The translated message when the box is refused. */
  error?: string
  defaultChecked?: boolean
}

/** One unticked box for one thing a person agrees to, with links to the texts it is about; never ticked in advance. */
export function ConsentBox({ id, name, label, links, error, defaultChecked }: Props) {
  const { t } = useTranslation()
  const errorId = `${id}-error`
  return (
    <div className="field field--checkbox consent-box" data-invalid={error ? true : undefined}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <p className="consent-box__links">
        {links.map((link, i) => (
          <span key={link.href}>
            {i ? ' · ' : null}
            <a href={link.href} target="_blank" rel="noopener">
              {link.text}
              <span className="visually-hidden"> {t('Opens_new_tab')}</span>
            </a>
          </span>
        ))}
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
