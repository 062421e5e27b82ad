import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import type { ReactElement } from 'react'
import type { Translate } from '../../../ui/i18n/translate'
import { Action } from './Action'
import { Layout, styles, type FooterLink } from './Layout'
import type { SubscriberLinks as Links, TemplateData, TemplateName } from './names'

// The site's messages, each a component with its subject; every string comes from the UI
// catalogue (features/translations/<language>/mail.json), so both languages are edited there.

type Template<D> = { subject: (t: Translate, data: D) => string; body: (t: Translate, data: D) => ReactElement }

/** The links at the foot of every message to a subscriber. */
function subscriberFooter(t: Translate, links: Links): FooterLink[] {
  return [
    ...(links.preferencesUrl ? [{ href: links.preferencesUrl, label: t('Mail_preferences') }] : []),
    ...(links.unsubscribeUrl ? [{ href: links.unsubscribeUrl, label: t('Mail_unsubscribe') }] : []),
  ]
}

const confirmSubscription: Template<TemplateData<'confirmSubscription'>> = {
  subject: (t) => t('Mail_confirm_subject'),
  body: (t, data) => (
    <Action
      heading={t('Mail_confirm_heading')}
      paragraphs={[t('Mail_confirm_text'), t('Mail_confirm_expiry')]}
      button={t('Mail_confirm_button')}
      href={data.confirmUrl}
      after={<Text style={styles.small}>{t('Mail_confirm_ignore')}</Text>}
    />
  ),
}

const newsAlert: Template<TemplateData<'newsAlert'>> = {
  subject: (_t, data) => data.headline,
  body: (t, data) => (
    <>
      {data.label ? <Text style={styles.small}>{data.label}</Text> : null}
      <Heading as="h1" style={styles.heading}>
        {data.headline}
      </Heading>
      <Text style={styles.text}>{data.summary}</Text>
      <Text style={styles.text}>
        <Link href={data.articleUrl} style={styles.link}>
          {t('Mail_news_read')}
        </Link>
      </Text>
      <Text style={styles.small}>{t('Mail_news_why')}</Text>
    </>
  ),
}

/** A password reset link, a customer's or a staff member's: the same message but for its subject and first paragraph. */
const resetLink = (subjectKey: string, textKey: string): Template<{ resetUrl: string }> => ({
  subject: (t) => t(subjectKey),
  body: (t, data) => (
    <Action
      heading={t('Mail_reset_heading')}
      paragraphs={[t(textKey), t('Mail_reset_expiry')]}
      button={t('Mail_reset_button')}
      href={data.resetUrl}
      after={<Text style={styles.small}>{t('Mail_reset_ignore')}</Text>}
    />
  ),
})

const passwordReset = resetLink('Mail_reset_subject', 'Mail_reset_text')
const staffPasswordReset = resetLink('Mail_staff_reset_subject', 'Mail_staff_reset_text')

const passwordChanged: Template<TemplateData<'passwordChanged'>> = {
  subject: (t) => t('Mail_changed_subject'),
  body: (t, data) => (
    <Action
      heading={t('Mail_changed_heading')}
      paragraphs={[t('Mail_changed_text'), t('Mail_changed_not_you')]}
      button={t('Mail_reset_button')}
      href={data.resetUrl}
    />
  ),
}

const signInLocked: Template<TemplateData<'signInLocked'>> = {
  subject: (t) => t('Mail_locked_subject'),
  body: (t, data) => (
    <Action
      heading={t('Mail_locked_heading')}
      paragraphs={[t('Mail_locked_text', { minutes: data.minutes }), t('Mail_locked_not_you')]}
      button={t('Mail_reset_button')}
      href={data.resetUrl}
    />
  ),
}

/** The link that confirms a new customer's address. */
const confirmAddress: Template<TemplateData<'confirmAddress'>> = {
  subject: (t) => t('Mail_address_subject'),
  body: (t, data) => (
    <Action
      heading={t('Mail_address_heading')}
      paragraphs={[t('Mail_address_text'), t('Mail_address_expiry')]}
      button={t('Mail_address_button')}
      href={data.confirmUrl}
      after={<Text style={styles.small}>{t('Mail_address_ignore')}</Text>}
    />
  ),
}

/** A message that only tells: a heading, a paragraph, and a smaller line under it; `prefix` names its four strings. */
const statement = (prefix: string, small: string): Template<Record<string, never>> => ({
  subject: (t) => t(`${prefix}_subject`),
  body: (t) => (
    <>
      <Heading as="h1" style={styles.heading}>
        {t(`${prefix}_heading`)}
      </Heading>
      <Text style={styles.text}>{t(`${prefix}_text`)}</Text>
      <Text style={styles.small}>{t(`${prefix}_${small}`)}</Text>
    </>
  ),
})

/** The last message of an account whose deletion was approved. */
const accountDeleted = statement('Mail_deleted', 'kept')

/** To the old address back office replaced: the fact, and what to do if it was not expected. */
const addressChanged = statement('Mail_address_changed', 'not_you')

/** The answers of an enquiry, one label and value each, after a first paragraph. */
const enquiryBody =
  (headingKey: string, textKey: string) =>
  (t: Translate, data: TemplateData<'enquiry'>): ReactElement => (
    <>
      <Heading as="h1" style={styles.heading}>
        {t(headingKey, { form: data.formTitle })}
      </Heading>
      <Text style={styles.text}>{t(textKey, { page: data.pageUrl })}</Text>
      {data.answers.map((answer) => (
        <Text key={answer.label} style={styles.text}>
          <strong>{answer.label}</strong>
          <br />
          {answer.value}
        </Text>
      ))}
    </>
  )

const enquiry: Template<TemplateData<'enquiry'>> = {
  subject: (t, data) => t('Mail_enquiry_subject', { form: data.formTitle }),
  body: enquiryBody('Mail_enquiry_heading', 'Mail_enquiry_text'),
}

const enquiryCopy: Template<TemplateData<'enquiryCopy'>> = {
  subject: (t, data) => t('Mail_enquiry_copy_subject', { form: data.formTitle }),
  body: enquiryBody('Mail_enquiry_copy_heading', 'Mail_enquiry_copy_text'),
}

/** Something new waits in the customer's cabinet: a document or a message, and nothing of it. */
const cabinetNotice: Template<TemplateData<'cabinetNotice'>> = {
  subject: (t, data) => t(`Mail_notice_${data.notice}_subject`),
  body: (t, data) => (
    <Action
      heading={t(`Mail_notice_${data.notice}_heading`)}
      paragraphs={[t(`Mail_notice_${data.notice}_text`), t('Mail_notice_private')]}
      button={t(`Mail_notice_${data.notice}_button`)}
      href={data.url}
    />
  ),
}

const TEMPLATES: { [N in TemplateName]: Template<TemplateData<N>> } = {
  confirmSubscription,
  newsAlert,
  passwordReset,
  staffPasswordReset,
  passwordChanged,
  signInLocked,
  confirmAddress,
  addressChanged,
  accountDeleted,
  enquiry,
  enquiryCopy,
  cabinetNotice,
}

/** The whole message of a template, in its frame. */
export function templateMessage(name: TemplateName, t: Translate, language: string, data: Record<string, unknown>): { subject: string; element: ReactElement } {
  const template = TEMPLATES[name] as Template<Record<string, unknown>>
  const subject = template.subject(t, data)
  const element = (
    <Layout t={t} language={language} preview={subject} footer={subscriberFooter(t, data as Links)}>
      {template.body(t, data)}
    </Layout>
  )
  return { subject, element }
}
