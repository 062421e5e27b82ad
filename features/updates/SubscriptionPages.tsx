import { LANGUAGES, type Language } from '../../common/languages'
import { NEWS_TOPICS, type NewsTopic } from '../../common/newsTopics'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import { CONFIRM_PATH, PREFERENCES_PATH, UNSUBSCRIBE_PATH } from './paths'
import subscriptionPagesCss from './SubscriptionPages.css?url'

const useStyles = stylesheets(subscriptionPagesCss)

// The pages a subscriber reaches from the mailed links: plain forms posted to their routes'
// actions, so each works without JavaScript. A link is only followed by a POST (a button): mail
// scanners that open every link in a message change nothing.

function Status({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return (
    <p className={`subscription__status subscription__status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  )
}

export function ConfirmPage({ token, valid }: { token: string; valid: boolean }) {
  useStyles()
  const { t } = useTranslation()
  return (
    <section className="container page-narrow subscription">
      <h1>{t('Subscription_confirm_title')}</h1>
      {valid ? (
        <form method="post" action={CONFIRM_PATH}>
          <p>{t('Subscription_confirm_lead')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--accent">
            {t('Subscription_confirm_button')}
          </button>
        </form>
      ) : (
        <Status tone="error" text={t('Subscription_link_invalid')} />
      )}
    </section>
  )
}

export type PreferencesView = { found: false } | { found: true; token: string; topics: NewsTopic[]; language: Language; confirmed: boolean; saved: boolean }

export function PreferencesPage({ view }: { view: PreferencesView }) {
  useStyles()
  const { t } = useTranslation()
  if (!view.found) {
    return (
      <section className="container page-narrow subscription">
        <h1>{t('Subscription_preferences_title')}</h1>
        <Status tone="error" text={t('Subscription_manage_invalid')} />
      </section>
    )
  }
  return (
    <section className="container page-narrow subscription">
      <h1>{t('Subscription_preferences_title')}</h1>
      {view.confirmed ? <Status text={t('Subscription_confirmed')} /> : null}
      {view.saved ? <Status text={t('Subscription_saved')} /> : null}
      <p>{t('Subscription_preferences_lead')}</p>
      <form method="post" action={PREFERENCES_PATH} className="subscription__form">
        <input type="hidden" name="token" value={view.token} />
        <fieldset>
          <legend>{t('Subscription_topics')}</legend>
          {NEWS_TOPICS.map((topic) => (
            <label key={topic} className="subscription__choice">
              <input type="checkbox" name="topics" value={topic} defaultChecked={view.topics.includes(topic)} /> {t(`Topic_${topic}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('Subscription_language')}</legend>
          {LANGUAGES.map((language) => (
            <label key={language} className="subscription__choice">
              <input type="radio" name="language" value={language} defaultChecked={view.language === language} /> {t(`Language_${language}`)}
            </label>
          ))}
        </fieldset>
        {view.topics.length === 0 ? <p>{t('Subscription_no_topics')}</p> : null}
        <button type="submit" className="button button--accent">
          {t('Subscription_save')}
        </button>
      </form>
      <p>
        <a href={`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(view.token)}`}>{t('Subscription_unsubscribe_link')}</a>
      </p>
    </section>
  )
}

export function UnsubscribePage({ token, state }: { token: string; state: 'ask' | 'done' | 'invalid' }) {
  useStyles()
  const { t } = useTranslation()
  return (
    <section className="container page-narrow subscription">
      <h1>{t('Subscription_unsubscribe_title')}</h1>
      {state === 'done' ? <Status text={t('Subscription_unsubscribed')} /> : null}
      {state === 'invalid' ? <Status tone="error" text={t('Subscription_manage_invalid')} /> : null}
      {state === 'ask' ? (
        <form method="post" action={`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`}>
          <p>{t('Subscription_unsubscribe_lead')}</p>
          <button type="submit" className="button button--accent">
            {t('Subscription_unsubscribe_button')}
          </button>
        </form>
      ) : null}
    </section>
  )
}
