import type { Payload } from 'payload'
import type { ConsentPurpose } from '../../common/consentPurposes'
import { createLocalized } from '../../platform/seed/create'
import { L } from '../../platform/seed/localized'
import { doc, h2, p, ul } from '../../platform/seed/richText'

// The first version of each consent text. Made at every start for a purpose that has no text at all, so a database
// from before consents existed gets them too; staff publish later versions in the admin.

type Text = { title: string; body: ReturnType<typeof doc> }

const OPERATOR_EN = 'Veltrana Group PLC, 24 Sadovnicheskaya Street, Moscow 115035'
const OPERATOR_RU = 'ПАО «Группа Велтрана», 115035, Москва, ул. Садовническая, д. 24'

const TEXTS: Record<ConsentPurpose, { en: Text; ru: Text }> = {
  cabinet: {
    en: {
      title: 'Consent to the processing of personal data, including health data, for the client cabinet',
      body: doc(
        p(
          `By ticking the consent box on the registration form and signing it with my own hand, I freely, of my own will and in my own interest give ${OPERATOR_EN} (the "operator") my consent to process my personal data on the terms below.`,
        ),
        h2('What data'),
        ul([
          'my first and last name, e-mail address, mobile phone number and postal address;',
          'the signature I draw when I register;',
          'my account balance and payments;',
          '**health data:** the medical and care procedures I receive through group companies, their descriptions, dates and prices.',
        ]),
        h2('For what purpose'),
        p(
          'To open and keep my client cabinet, to show me my balance and procedures, to confirm my identity when I contact the operator, and to settle payments for the services I receive.',
        ),
        h2('What the operator may do with it'),
        p(
          'Collect, record, organise, store, update, use, transfer to the group companies that provide my services, block, delete and destroy it, by automated means and without them. The operator does not sell my data and does not use it for advertising.',
        ),
        h2('How long'),
        p(
          'This consent is valid until I withdraw it. After that, the operator stops processing my data and deletes it within 30 days, except what the law obliges it to keep (payment records, usually for five years).',
        ),
        h2('How to withdraw it'),
        p(
          'I may withdraw this consent at any time on the dashboard of my client cabinet or by writing to privacy@veltrana.example. Withdrawing it is a request to close my account and delete my data.',
        ),
        p('This consent is given separately from the privacy policy, the terms of use and any other document.'),
      ),
    },
    ru: {
      title: 'Согласие на обработку персональных данных, в том числе данных о здоровье, для личного кабинета',
      body: doc(
        p(
          `Отмечая согласие в форме регистрации и подписывая его собственноручно, я свободно, своей волей и в своём интересе даю ${OPERATOR_RU} (далее — оператор) согласие на обработку моих персональных данных на условиях ниже.`,
        ),
        h2('Какие данные'),
        ul([
          'имя и фамилия, адрес электронной почты, номер мобильного телефона и почтовый адрес;',
          'подпись, которую я рисую при регистрации;',
          'баланс моего счёта и платежи;',
          '**данные о состоянии здоровья:** медицинские процедуры и услуги по уходу, которые я получаю в компаниях группы, их описание, даты и стоимость.',
        ]),
        h2('Для чего'),
        p(
          'Чтобы открыть и вести мой личный кабинет, показывать мне баланс и процедуры, подтверждать мою личность, когда я обращаюсь к оператору, и проводить расчёты за полученные услуги.',
        ),
        h2('Что оператор может делать с данными'),
        p(
          'Собирать, записывать, систематизировать, хранить, уточнять, использовать, передавать компаниям группы, которые оказывают мне услуги, блокировать, удалять и уничтожать — с использованием средств автоматизации и без них. Оператор не продаёт мои данные и не использует их для рекламы.',
        ),
        h2('На какой срок'),
        p(
          'Согласие действует до его отзыва. После отзыва оператор прекращает обработку и удаляет данные в течение 30 дней, кроме тех, которые обязан хранить по закону (сведения о платежах — как правило, пять лет).',
        ),
        h2('Как отозвать согласие'),
        p(
          'Я могу отозвать согласие в любой момент в личном кабинете или письмом на privacy@veltrana.example. Отзыв согласия означает просьбу закрыть мою учётную запись и удалить мои данные.',
        ),
        p('Это согласие даётся отдельно от политики конфиденциальности, условий использования и любых других документов.'),
      ),
    },
  },
  updates: {
    en: {
      title: 'Consent to the processing of my e-mail address for updates',
      body: doc(
        p(
          `By ticking the consent box on the updates form I freely, of my own will and in my own interest give ${OPERATOR_EN} (the "operator") my consent to process my e-mail address, the language I read the site in and the topics I choose.`,
        ),
        h2('For what purpose'),
        p('To send me the results, announcements and investor events I asked for, in my language, and to confirm that the address is mine.'),
        h2('What the operator may do with it'),
        p('Record, store, use to send the updates, and delete it. The operator does not pass my address to anyone else and does not use it for advertising.'),
        h2('How long'),
        p('Until I unsubscribe. A sign-up I never confirm is deleted when its confirmation link expires.'),
        h2('How to withdraw it'),
        p('I may withdraw this consent at any time with the unsubscribe link in every message. My address is then deleted from the list.'),
        p('This consent is given separately from the privacy policy, the terms of use and any other document.'),
      ),
    },
    ru: {
      title: 'Согласие на обработку адреса электронной почты для рассылки',
      body: doc(
        p(
          `Отмечая согласие в форме подписки, я свободно, своей волей и в своём интересе даю ${OPERATOR_RU} (далее — оператор) согласие на обработку моего адреса электронной почты, языка, на котором я читаю сайт, и выбранных мной тем.`,
        ),
        h2('Для чего'),
        p(
          'Чтобы присылать мне результаты, объявления и события для инвесторов, на которые я подписался, на моём языке, и чтобы убедиться, что адрес принадлежит мне.',
        ),
        h2('Что оператор может делать с данными'),
        p('Записывать, хранить, использовать для рассылки и удалять. Оператор никому не передаёт мой адрес и не использует его для рекламы.'),
        h2('На какой срок'),
        p('До отказа от рассылки. Неподтверждённая подписка удаляется, когда истекает срок ссылки для подтверждения.'),
        h2('Как отозвать согласие'),
        p('Я могу отозвать согласие в любой момент по ссылке для отписки, которая есть в каждом письме. После этого мой адрес удаляется из списка.'),
        p('Это согласие даётся отдельно от политики конфиденциальности, условий использования и любых других документов.'),
      ),
    },
  },
  enquiries: {
    en: {
      title: 'Consent to the processing of my personal data to answer my enquiry',
      body: doc(
        p(
          `By ticking the consent box on an enquiry form I freely, of my own will and in my own interest give ${OPERATOR_EN} (the "operator") my consent to process what I write in the form: my name, e-mail address and any other contact details, my organisation, and my message.`,
        ),
        h2('For what purpose'),
        p(
          'To read my enquiry, pass it to the team that can answer it (investor relations, the press office or the group office), answer me and keep a record of the correspondence.',
        ),
        h2('What the operator may do with it'),
        p(
          'Record, store, use, pass to the group staff who answer the enquiry, and delete it. The operator does not pass my data to anyone outside the group and does not use it for advertising.',
        ),
        h2('How long'),
        p('For as long as it takes to answer my enquiry and keep a record of it, and no longer than three years after the last message about it.'),
        h2('How to withdraw it'),
        p('I may withdraw this consent at any time by writing to privacy@veltrana.example. My enquiry and my data are then deleted.'),
        p('This consent is given separately from the privacy policy, the terms of use and any other document.'),
      ),
    },
    ru: {
      title: 'Согласие на обработку персональных данных, чтобы ответить на моё обращение',
      body: doc(
        p(
          `Отмечая согласие в форме обращения, я свободно, своей волей и в своём интересе даю ${OPERATOR_RU} (далее — оператор) согласие на обработку того, что я пишу в форме: моего имени, адреса электронной почты и других контактных данных, названия моей организации и текста обращения.`,
        ),
        h2('Для чего'),
        p(
          'Чтобы прочитать обращение, передать его тем, кто может на него ответить (отделу по работе с инвесторами, пресс-службе или офису группы), ответить мне и сохранить переписку.',
        ),
        h2('Что оператор может делать с данными'),
        p(
          'Записывать, хранить, использовать, передавать сотрудникам группы, которые отвечают на обращение, и удалять. Оператор не передаёт мои данные за пределы группы и не использует их для рекламы.',
        ),
        h2('На какой срок'),
        p('Пока нужно, чтобы ответить на обращение и сохранить переписку, но не дольше трёх лет после последнего письма по нему.'),
        h2('Как отозвать согласие'),
        p('Я могу отозвать согласие в любой момент, написав на privacy@veltrana.example. После этого обращение и мои данные удаляются.'),
        p('Это согласие даётся отдельно от политики конфиденциальности, условий использования и любых других документов.'),
      ),
    },
  },
}

/** Publishes version 1 of every purpose that has no text yet; staff edits and later versions stay. */
export async function seedConsentDocuments(payload: Payload): Promise<void> {
  for (const purpose of Object.keys(TEXTS) as ConsentPurpose[]) {
    const { totalDocs } = await payload.count({ collection: 'consent-documents', where: { purpose: { equals: purpose } }, overrideAccess: true })
    if (totalDocs > 0) continue
    const { en, ru } = TEXTS[purpose]
    await createLocalized(payload, 'consent-documents', { purpose, title: L(en.title, ru.title), body: L(en.body, ru.body) }, { published: true })
  }
}
