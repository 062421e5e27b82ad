import type { Payload } from 'payload'
import { createLocalized } from '../../platform/seed/create'
import { L, type Localized } from '../../platform/seed/localized'
import { doc, p } from '../../platform/seed/richText'
import type { SeedContext } from '../../platform/seed/types'

// The demo forms: the investor enquiry (/investors), the press request (/media/press_contacts) and
// the general contact form (/contact_us, linked from the footer). Pages find theirs by title.

type Option = { value: string; label: Localized<string> }
const text = (name: string, label: Localized<string>, required = false, width = 50) => ({ blockType: 'text', name, label, required, width })
const email = (name: string, label: Localized<string>) => ({ blockType: 'email', name, label, required: true, width: 50 })
const textarea = (name: string, label: Localized<string>) => ({ blockType: 'textarea', name, label, required: true, width: 100 })
const select = (name: string, label: Localized<string>, options: Option[], required = true) => ({
  blockType: 'select',
  name,
  label,
  options,
  required,
  width: 50,
})
const checkbox = (name: string, label: Localized<string>) => ({ blockType: 'checkbox', name, label, required: false, width: 100, defaultValue: false })

const NAME = text('name', L('Your name', 'Ваше имя'), true)
const EMAIL = email('email', L('E-mail', 'Эл. почта'))

export const FORM_TITLES = { investor: 'Investor enquiry', press: 'Press request', contact: 'Contact us' } as const

const FORMS = [
  {
    title: FORM_TITLES.investor,
    fields: [
      NAME,
      EMAIL,
      text('organisation', L('Organisation', 'Организация')),
      select('investorType', L('You are', 'Вы'), [
        { value: 'shareholder', label: L('A shareholder', 'Акционер') },
        { value: 'analyst', label: L('An analyst', 'Аналитик') },
        { value: 'bondholder', label: L('A bondholder', 'Держатель облигаций') },
        { value: 'other', label: L('Other', 'Другое') },
      ]),
      textarea('message', L('Your question', 'Ваш вопрос')),
      checkbox('reportsByPost', L('Send me the printed annual report', 'Пришлите мне печатный годовой отчёт')),
    ],
    submitButtonLabel: L('Send the enquiry', 'Отправить вопрос'),
    confirmationMessage: L(
      doc(p('Thank you. Our investor relations team has your enquiry and will answer within two working days.')),
      doc(p('Спасибо. Отдел по работе с инвесторами получил ваш вопрос и ответит в течение двух рабочих дней.')),
    ),
    recipients: [{ email: 'ir@veltrana.example', language: 'en' }],
  },
  {
    title: FORM_TITLES.press,
    fields: [
      NAME,
      EMAIL,
      text('outlet', L('Publication or channel', 'Издание или канал'), true),
      select('requestType', L('Request', 'Запрос'), [
        { value: 'comment', label: L('A comment', 'Комментарий') },
        { value: 'interview', label: L('An interview', 'Интервью') },
        { value: 'accreditation', label: L('Accreditation to an event', 'Аккредитация на мероприятие') },
      ]),
      text('deadline', L('Your deadline', 'Ваш срок')),
      textarea('message', L('What you would like to know', 'Что вы хотите узнать')),
    ],
    submitButtonLabel: L('Send the request', 'Отправить запрос'),
    confirmationMessage: L(
      doc(p('Thank you. The press office has your request and will reply within one working day.')),
      doc(p('Спасибо. Пресс-служба получила ваш запрос и ответит в течение одного рабочего дня.')),
    ),
    recipients: [
      { email: 'press@veltrana.example', language: 'ru' },
      { email: 'ir@veltrana.example', language: 'en' },
    ],
  },
  {
    title: FORM_TITLES.contact,
    fields: [
      NAME,
      EMAIL,
      select('topic', L('Topic', 'Тема'), [
        { value: 'services', label: L('Our services', 'Наши услуги') },
        { value: 'partnership', label: L('Partnership', 'Партнёрство') },
        { value: 'careers', label: L('Careers', 'Работа в группе') },
        { value: 'other', label: L('Something else', 'Другое') },
      ]),
      text('phone', L('Phone', 'Телефон')),
      textarea('message', L('Your message', 'Ваше сообщение')),
    ],
    submitButtonLabel: L('Send', 'Отправить'),
    confirmationMessage: L(
      doc(p('Thank you for writing to us. We will reply within two working days.')),
      doc(p('Спасибо, что написали нам. Мы ответим в течение двух рабочих дней.')),
    ),
    recipients: [{ email: 'info@veltrana.example', language: 'ru' }],
  },
]

export async function seedForms(payload: Payload): Promise<void> {
  for (const form of FORMS) await createLocalized(payload, 'forms', { ...form, confirmationType: 'message' })
}

/** The id of a demo form, for a page's Form block; 0 while pages are only asked for their pictures (before the forms exist). */
export async function demoFormId(ctx: SeedContext, title: string): Promise<number | string> {
  const found = await ctx.payload.find({ collection: 'forms', where: { title: { equals: title } }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0]?.id ?? 0
}
