import { L } from '../../platform/seed/localized'
import { doc, h2, p, ul } from '../../platform/seed/richText'
import type { PageSeed } from '../../platform/seed/types'

const privacy: PageSeed = {
  path: 'privacy_policy',
  title: L('Privacy Policy', 'Политика конфиденциальности'),
  description: L(
    'How Veltrana Group collects, uses and protects the personal information of visitors and clients.',
    'Как Группа Велтрана собирает, использует и защищает персональные данные посетителей и клиентов.',
  ),
  layout: async () => [
    {
      blockType: 'richText',
      content: L(
        doc(
          p(
            'This policy explains what personal information Veltrana Group ("we") collects through this website and the client cabinet, why we collect it and what choices you have. It applies to every company of the group that links to it.',
          ),
          h2('What we collect'),
          ul([
            '**Updates sign-up:** your e-mail address, the language you read the site in and the time you agreed to receive updates.',
            '**Client cabinet:** your name, e-mail, mobile number, postal address, password (stored only as a one-way hash) and the signature you draw when you register.',
            '**Technical data:** the cookies described below, and the address your requests come from, which we keep with a consent you give or withdraw.',
          ]),
          h2('Consent to processing'),
          p(
            'We ask for your consent separately, in a box of its own on each form, never as part of this policy or the terms of use. Each consent has its own page, with every earlier version kept: the [consent for the client cabinet](/consents/cabinet), which covers your health data, and the [consent for updates](/consents/updates). You can withdraw the first on your dashboard and the second with the unsubscribe link in every message.',
          ),
          h2('Cookies'),
          p('This site sets only the cookies it needs to work. None of them tracks you, and we use no advertising or analytics cookies.'),
          ul([
            '**Language:** the language you chose, kept for a year.',
            '**Session:** set when you sign in to the client cabinet; it ends when you sign out or after 30 minutes without use.',
            '**Preview:** for our staff only, who sign in to preview pages before they are published; visitors never receive it.',
          ]),
          h2('Why we use it'),
          p(
            'We use your information to send the updates you asked for, to give you access to your account, balance and procedures, to verify your identity when you contact us, and to meet our legal and regulatory duties as a financial group.',
          ),
          h2('How long we keep it'),
          p(
            'Sign-up data is kept until you unsubscribe. Client records are kept for as long as you are a client and afterwards for the period financial regulation requires, usually five years.',
          ),
          h2('Your rights'),
          p(
            'You may ask to see, correct or delete your personal information, or object to its use. We answer every such request within 10 working days, as the Russian law on personal data (152-FZ) requires. You may also complain to the data protection authority of your country.',
          ),
          ul([
            '**See and download your data:** on your [dashboard](/dashboard), under "Your data and your account", choose "See my data" for a page to read or print, or download the same as one file (JSON). It holds your profile, signature, balance, procedures, consents, sign-ins and the history of your record, and nothing about anyone else.',
            '**Delete your account:** on the same part of the dashboard, tick the box and ask to delete your account (withdrawing the consent for the client cabinet is the same request). The dashboard shows the date by which we answer. Once our back office approves it, you can no longer sign in, and your name, contacts, address and signature are erased; the law obliges us to keep your balance and procedures, without anything that names you. We write to you one last time when it is done.',
            '**Who looked at your record:** the dashboard lists each time our staff opened your record, by role and date.',
            '**Anything else:** write to privacy@veltrana.example.',
          ]),
          h2('Security'),
          p(
            'Passwords are hashed, sessions expire after 30 minutes of inactivity and access to client data is limited to the staff who need it. Every change to a client account, and every time our staff open one, is recorded.',
          ),
        ),
        doc(
          p(
            'Настоящая политика объясняет, какие персональные данные Группа Велтрана («мы») получает через этот сайт и личный кабинет, для чего и какой у вас есть выбор. Она действует для всех компаний группы, которые на неё ссылаются.',
          ),
          h2('Какие данные мы собираем'),
          ul([
            '**Подписка на новости:** адрес электронной почты, язык, на котором вы читаете сайт, и время согласия на рассылку.',
            '**Личный кабинет:** имя, e-mail, номер мобильного телефона, почтовый адрес, пароль (хранится только в виде необратимого хеша) и подпись, которую вы рисуете при регистрации.',
            '**Технические данные:** cookie, описанные ниже, и адрес, с которого приходят ваши запросы; мы сохраняем его вместе с данным или отозванным согласием.',
          ]),
          h2('Согласие на обработку'),
          p(
            'Согласие мы просим отдельно, в собственном поле каждой формы, а не в составе этой политики или условий использования. У каждого согласия своя страница, где сохранены и все прежние редакции: [согласие для личного кабинета](/consents/cabinet), включающее данные о здоровье, и [согласие на рассылку](/consents/updates). Первое можно отозвать в личном кабинете, второе — по ссылке для отписки в каждом письме.',
          ),
          h2('Cookie'),
          p(
            'Сайт устанавливает только те cookie, без которых не может работать. Ни одна из них вас не отслеживает; рекламных и аналитических cookie мы не используем.',
          ),
          ul([
            '**Язык:** выбранный вами язык, хранится год.',
            '**Сеанс:** появляется при входе в личный кабинет и перестаёт действовать при выходе или после 30 минут бездействия.',
            '**Предпросмотр:** только для наших сотрудников, которые входят в систему, чтобы просмотреть страницы до публикации; посетители его не получают.',
          ]),
          h2('Зачем мы их используем'),
          p(
            'Мы используем ваши данные, чтобы присылать новости, на которые вы подписались, открывать вам доступ к профилю, балансу и процедурам, подтверждать вашу личность при обращении к нам и выполнять обязанности, которые закон возлагает на финансовую группу.',
          ),
          h2('Сколько мы их храним'),
          p(
            'Данные подписки хранятся до отказа от рассылки. Данные клиентов хранятся, пока вы остаётесь нашим клиентом, а затем в течение срока, установленного финансовым регулированием, как правило пять лет.',
          ),
          h2('Ваши права'),
          p(
            'Вы можете запросить доступ к своим данным, их исправление или удаление либо возразить против их использования. На каждый такой запрос мы отвечаем в течение 10 рабочих дней, как требует Федеральный закон «О персональных данных» (152-ФЗ). Вы также вправе обратиться в орган по защите персональных данных своей страны.',
          ),
          ul([
            '**Посмотреть и скачать свои данные:** в [личном кабинете](/dashboard), в разделе «Ваши данные и учётная запись», выберите «Посмотреть мои данные» — откроется страница, которую можно прочитать или распечатать, — или скачайте то же самое одним файлом (JSON). В нём профиль, подпись, баланс, процедуры, согласия, входы и история вашей записи — и ничего о других людях.',
            '**Удалить учётную запись:** в том же разделе отметьте поле и запросите удаление (отзыв согласия для личного кабинета — тот же запрос). В кабинете указана дата, до которой мы ответим. Когда бэк-офис одобрит запрос, войти будет нельзя, а имя, контакты, адрес и подпись будут стёрты; баланс и процедуры закон обязывает нас хранить — без сведений, по которым можно узнать вас. Когда всё будет сделано, мы напишем вам в последний раз.',
            '**Кто открывал вашу запись:** в кабинете указано, когда и сотрудник какой роли открывал вашу запись.',
            '**Всё остальное:** пишите на privacy@veltrana.example.',
          ]),
          h2('Безопасность'),
          p(
            'Пароли хранятся в виде хешей, сеанс завершается после 30 минут бездействия, а доступ к данным клиентов есть только у сотрудников, которым он необходим. Каждое изменение в учётной записи клиента и каждый её просмотр сотрудником записываются.',
          ),
        ),
      ),
    },
  ],
}

const terms: PageSeed = {
  path: 'terms_of_use',
  title: L('Terms of Use', 'Условия использования'),
  description: L('The terms on which Veltrana Group offers this website.', 'Условия, на которых Группа Велтрана предоставляет этот сайт.'),
  layout: async () => [
    {
      blockType: 'richText',
      content: L(
        doc(
          p('By using this website you accept these terms. If you do not accept them, please do not use the site.'),
          h2('Information only'),
          p(
            'Everything on this site is general information about Veltrana Group. It is not an offer, a recommendation or advice to buy or sell any security, insurance or banking product. Past results do not guarantee future performance.',
          ),
          h2('Forward-looking statements'),
          p(
            'Some pages describe plans and expectations. They involve risks and uncertainties, and actual results may differ materially. We do not undertake to update them.',
          ),
          h2('Your account'),
          ul([
            'Keep your password secret; you are responsible for what is done with your account.',
            'Tell us at once if you think someone else has used it.',
            'We may lock an account while we clarify unusual circumstances; you will be told how to contact us.',
          ]),
          h2('Intellectual property'),
          p(
            'Texts, images, logos and trade marks on this site belong to Veltrana Group or are used with permission. You may print or save pages for personal, non-commercial use.',
          ),
          h2('Links and liability'),
          p(
            'Links to other sites are provided for convenience; we are not responsible for their content. To the extent the law allows, we are not liable for losses arising from the use of this site.',
          ),
          h2('Governing law'),
          p(
            'These terms are governed by the law of the country where Veltrana Group PLC is registered. We may update them; the current version is always on this page.',
          ),
        ),
        doc(
          p('Пользуясь этим сайтом, вы принимаете настоящие условия. Если вы с ними не согласны, пожалуйста, не используйте сайт.'),
          h2('Только информация'),
          p(
            'Всё, что опубликовано на сайте, — общая информация о Группе Велтрана. Она не является офертой, рекомендацией или советом купить или продать ценные бумаги, страховой или банковский продукт. Прошлые результаты не гарантируют будущих.',
          ),
          h2('Заявления о будущем'),
          p(
            'На некоторых страницах описаны планы и ожидания. Они связаны с рисками и неопределённостью, и фактические результаты могут существенно отличаться. Мы не обязуемся их обновлять.',
          ),
          h2('Ваша учётная запись'),
          ul([
            'Храните пароль в тайне: вы отвечаете за действия, совершённые с вашей учётной записью.',
            'Сразу сообщите нам, если считаете, что ею воспользовался кто-то другой.',
            'Мы можем заблокировать учётную запись на время выяснения необычных обстоятельств и сообщим, как с нами связаться.',
          ]),
          h2('Интеллектуальная собственность'),
          p(
            'Тексты, изображения, логотипы и товарные знаки на сайте принадлежат Группе Велтрана или используются с разрешения правообладателей. Страницы можно распечатать или сохранить для личного некоммерческого использования.',
          ),
          h2('Ссылки и ответственность'),
          p(
            'Ссылки на другие сайты приведены для удобства; за их содержание мы не отвечаем. В пределах, допускаемых законом, мы не несём ответственности за убытки, связанные с использованием сайта.',
          ),
          h2('Применимое право'),
          p(
            'Настоящие условия регулируются правом страны регистрации ПАО «Группа Велтрана». Мы можем их обновлять; действующая редакция всегда опубликована на этой странице.',
          ),
        ),
      ),
    },
  ],
}

export const legalPages: PageSeed[] = [privacy, terms]
