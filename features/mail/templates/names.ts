// The site's message templates by name, with the data each is written from. Plain TypeScript,
// apart from the components (./index.tsx), so that queueing a message needs no React.

/** The links at the foot of a message to a subscriber. */
export type SubscriberLinks = { preferencesUrl?: string; unsubscribeUrl?: string }

/** A form's title, the page it was sent from, and each answer under its field's label. */
export type EnquiryData = { formTitle: string; pageUrl: string; answers: { label: string; value: string }[] }

export type TemplateDataMap = {
  confirmSubscription: { confirmUrl: string } & SubscriberLinks
  newsAlert: { headline: string; summary: string; articleUrl: string; label?: string } & SubscriberLinks
  passwordReset: { resetUrl: string }
  staffPasswordReset: { resetUrl: string }
  passwordChanged: { resetUrl: string }
  signInLocked: { resetUrl: string; minutes: number }
  confirmAddress: { confirmUrl: string }
  /** To a customer's old address, once back office has replaced it: that it changed, nothing more. */
  addressChanged: Record<string, never>
  accountDeleted: Record<string, never>
  /** An enquiry sent through a form: to its recipients, and the sender's copy. */
  enquiry: EnquiryData
  enquiryCopy: EnquiryData
  /** Something new in a customer's cabinet, named only by its kind. */
  cabinetNotice: { notice: 'document' | 'message'; url: string }
}
export type TemplateName = keyof TemplateDataMap
export type TemplateData<N extends TemplateName> = TemplateDataMap[N]

const NAMES: Record<TemplateName, true> = {
  confirmSubscription: true,
  newsAlert: true,
  passwordReset: true,
  staffPasswordReset: true,
  passwordChanged: true,
  signInLocked: true,
  confirmAddress: true,
  addressChanged: true,
  accountDeleted: true,
  enquiry: true,
  enquiryCopy: true,
  cabinetNotice: true,
}

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && Object.hasOwn(NAMES, name)
}
