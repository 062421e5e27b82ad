import { demoFormId, FORM_TITLES } from '../../features/forms/seed'
import { L } from '../../platform/seed/localized'
import type { PageSeed } from '../../platform/seed/types'
import { heroPage } from './heroPage'

// "Contact us", linked from the footer: the group office's general form.

const contactUs = heroPage({
  path: 'contact_us',
  title: L('Contact us', 'Связаться с нами'),
  description: L(
    'Write to Veltrana Group: questions about our services, partnerships, careers or anything else.',
    'Напишите Группе Велтрана: вопросы об услугах, партнёрстве, работе в группе или о чём-то ещё.',
  ),
  lead: L(
    'Tell us what you need and we will pass it to the right team. We answer within two working days.',
    'Расскажите, что вам нужно, и мы передадим сообщение нужной команде. Мы отвечаем в течение двух рабочих дней.',
  ),
  blocks: async (ctx) => [
    {
      blockType: 'form',
      heading: L('Write to us', 'Напишите нам'),
      intro: L(
        'Journalists and investors reach the press office and investor relations fastest through their own pages.',
        'Журналистам и инвесторам быстрее ответят пресс-служба и отдел по работе с инвесторами — через их страницы.',
      ),
      form: await demoFormId(ctx, FORM_TITLES.contact),
    },
  ],
})

export const contactPages: PageSeed[] = [contactUs]
