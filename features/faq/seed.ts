import type { Payload } from 'payload'
import { p, richText, ul, type Part } from '../../platform/seed/bilingualText'
import { createLocalized } from '../../platform/seed/create'
import { L } from '../../platform/seed/localized'
import type { FaqCategory } from './faqCategories'

type Question = { category: FaqCategory; question: [string, string]; answer: Part[] }

const q = (category: FaqCategory, question: [string, string], ...answer: Part[]): Question => ({ category, question, answer })

/** The sustainability FAQ of the fictional group: four questions in each category. */
export const faqItems: Question[] = [
  // ESG
  q(
    'esg',
    ['What does ESG mean for Veltrana Group?', 'Что означает ESG для Группы Велтрана?'],
    p(
      'ESG stands for environmental, social and governance factors. For us it is not a separate programme but a way of running an insurer, a bank and a care provider: we weigh these factors when we underwrite risks, lend, invest our clients’ money and look after patients.',
      'ESG — это экологические, социальные и управленческие факторы. Для нас это не отдельная программа, а способ вести страховой, банковский бизнес и работу в сфере здравоохранения: мы учитываем эти факторы, когда принимаем риски на страхование, выдаём кредиты, инвестируем средства клиентов и заботимся о пациентах.',
    ),
  ),
  q(
    'esg',
    ['Which sustainability targets has the group set?', 'Какие цели в области устойчивого развития поставила группа?'],
    p('Our 2030 plan has four headline targets:', 'В нашем плане до 2030 года четыре ключевые цели:'),
    ul(
      [
        'net-zero greenhouse-gas emissions from our own operations by 2030;',
        '500 billion roubles of green and transition finance by 2030;',
        'no new insurance or lending for thermal-coal projects from 2025;',
        'equal pay for equal work, checked every year by an independent auditor.',
      ],
      [
        'нулевой баланс выбросов парниковых газов в собственной деятельности к 2030 году;',
        '500\u00a0млрд рублей зелёного и переходного финансирования к 2030 году;',
        'с 2025 года — никакого нового страхования и кредитования проектов энергетического угля;',
        'равная оплата за равный труд с ежегодной проверкой независимым аудитором.',
      ],
    ),
  ),
  q(
    'esg',
    ['How do you report on your progress?', 'Как вы отчитываетесь о прогрессе?'],
    p(
      'We publish a sustainability report every spring, together with the annual report. Its climate section follows the international recommendations on climate-related disclosure, and the key figures — emissions, green finance and diversity — are assured by an independent auditor.',
      'Каждую весну вместе с годовым отчётом мы публикуем отчёт об устойчивом развитии. Климатический раздел подготовлен по международным рекомендациям о раскрытии климатической информации, а ключевые показатели — выбросы, зелёное финансирование и разнообразие — заверяет независимый аудитор.',
    ),
  ),
  q(
    'esg',
    ['Who can I contact with a question about ESG?', 'К кому обратиться с вопросом об ESG?'],
    p(
      'Investors and analysts can write to esg@veltrana.example; journalists, to our press office. We answer within five working days.',
      'Инвесторы и аналитики могут написать на esg@veltrana.example, журналисты — в нашу пресс-службу. Мы отвечаем в течение пяти рабочих дней.',
    ),
  ),
  // Governance
  q(
    'governance',
    ['Who oversees sustainability at board level?', 'Кто курирует устойчивое развитие на уровне совета директоров?'],
    p(
      'The board’s Strategy and Sustainability Committee. It meets at least four times a year, approves the group’s ESG targets and reviews progress against them; its chair is an independent director.',
      'Комитет по стратегии и устойчивому развитию совета директоров. Он собирается не реже четырёх раз в год, утверждает ESG-цели группы и следит за их выполнением; возглавляет его независимый директор.',
    ),
  ),
  q(
    'governance',
    ['How independent is the board?', 'Насколько независим совет директоров?'],
    p(
      'The board has 15 seats, 40\u00a0% of them held by independent directors. The audit, remuneration and risk committees are chaired by independent directors, and a supervisory committee of five members oversees the board’s work.',
      'В совете директоров 15 мест, 40\u00a0% из них занимают независимые директора. Комитеты по аудиту, вознаграждениям и рискам возглавляют независимые директора, а за работой совета следит наблюдательный комитет из пяти человек.',
    ),
  ),
  q(
    'governance',
    ['Is executive pay linked to ESG results?', 'Зависит ли вознаграждение руководителей от ESG-результатов?'],
    p(
      'Yes. Since 2024, 15\u00a0% of the annual bonus of every member of the executive committee depends on ESG measures: emissions, green finance, client satisfaction and staff engagement.',
      'Да. С 2024 года 15\u00a0% годовой премии каждого члена правления зависит от ESG-показателей: выбросов, объёма зелёного финансирования, удовлетворённости клиентов и вовлечённости сотрудников.',
    ),
  ),
  q(
    'governance',
    ['How can I report a breach of the code of conduct?', 'Как сообщить о нарушении кодекса этики?'],
    p(
      'Through our confidential hotline, by phone or online, 24 hours a day. Reports can be anonymous; an independent compliance team looks into every one, and retaliation against anyone who speaks up in good faith is forbidden.',
      'Через конфиденциальную горячую линию — по телефону или онлайн, круглосуточно. Сообщить можно анонимно; каждое обращение рассматривает независимая служба комплаенса, а преследование тех, кто добросовестно сообщил о нарушении, запрещено.',
    ),
  ),
  // Environment
  q(
    'environment',
    ['How large is the group’s own carbon footprint?', 'Каков собственный углеродный след группы?'],
    p(
      'In 2025 our offices, clinics, residences and vehicles emitted 182,000 tonnes of CO₂ equivalent (scopes 1 and 2), 31\u00a0% less than in 2020. Most of the rest comes from heating and electricity, which we are moving to renewable sources.',
      'В 2025 году наши офисы, клиники, резиденции и автопарк выбросили 182\u00a0тыс. тонн CO₂-эквивалента (охваты 1 и 2) — на 31\u00a0% меньше, чем в 2020 году. Основная часть оставшихся выбросов приходится на отопление и электроэнергию, которые мы переводим на возобновляемые источники.',
    ),
  ),
  q(
    'environment',
    ['Do you still finance coal?', 'Финансируете ли вы угольную отрасль?'],
    p(
      'We no longer insure or lend to new thermal-coal mines or coal-fired power plants, and we will leave existing thermal-coal exposures by 2035. Clients that depend on coal can get finance for a credible transition plan.',
      'Мы больше не страхуем и не кредитуем новые угольные разрезы и угольные электростанции, а от действующих вложений в энергетический уголь откажемся к 2035 году. Клиенты, зависящие от угля, могут получить финансирование под обоснованный план перехода.',
    ),
  ),
  q(
    'environment',
    ['What counts as green finance at Veltrana?', 'Что в Велтране считается зелёным финансированием?'],
    p(
      'Loans, bonds, leases and investments for projects that meet our green finance framework: renewable energy, energy-efficient buildings, clean transport, water and waste management. An external reviewer checks the framework every two years.',
      'Кредиты, облигации, лизинг и инвестиции в проекты, отвечающие нашим принципам зелёного финансирования: возобновляемая энергетика, энергоэффективные здания, чистый транспорт, водное хозяйство и обращение с отходами. Внешний эксперт проверяет эти принципы раз в два года.',
    ),
  ),
  q(
    'environment',
    ['How do you take climate risk into account in insurance?', 'Как вы учитываете климатические риски в страховании?'],
    p(
      'Our property insurers model floods, wildfires and heatwaves under several warming scenarios and price cover accordingly. We also reward clients who protect their homes and businesses, for example with lower premiums for flood barriers.',
      'Наши страховщики имущества моделируют наводнения, лесные пожары и аномальную жару при разных сценариях потепления и учитывают это в тарифах. Мы также поощряем клиентов, которые защищают свои дома и предприятия, — например, снижаем тариф при установке противопаводковых барьеров.',
    ),
  ),
  // Social
  q(
    'social',
    ['How does the group support older people?', 'Как группа поддерживает людей старшего возраста?'],
    p(
      'Through Veltrana Care: home-care services, 12 senior residences and a telemedicine line staffed around the clock. Our banks also run branches with step-free access and staff trained to help clients with memory problems.',
      'Через «Велтрана Забота»: это помощь на дому, 12 резиденций для старшего поколения и круглосуточная линия телемедицины. В наших банках есть отделения без ступеней и сотрудники, которых научили помогать клиентам с нарушениями памяти.',
    ),
  ),
  q(
    'social',
    ['What do you do for financial inclusion?', 'Что вы делаете для финансовой доступности?'],
    p(
      'We offer a free basic account, micro-insurance from 99 roubles a month and financial-literacy courses run by our volunteers in schools and libraries. In 2025 the courses reached 240,000 people.',
      'Мы предлагаем бесплатный базовый счёт, микрострахование от 99 рублей в месяц и курсы финансовой грамотности, которые наши волонтёры ведут в школах и библиотеках. В 2025 году курсы прошли 240 тысяч человек.',
    ),
  ),
  q(
    'social',
    ['How do you look after your employees?', 'Как вы заботитесь о сотрудниках?'],
    p(
      'Every employee has health insurance for the whole family, 40 hours of paid training a year and access to a confidential counselling service. Women hold 46\u00a0% of management positions, and we publish our gender pay gap every year.',
      'У каждого сотрудника есть медицинская страховка для всей семьи, 40 часов оплачиваемого обучения в год и доступ к конфиденциальной психологической поддержке. Женщины занимают 46\u00a0% руководящих должностей, а разрыв в оплате труда мужчин и женщин мы публикуем ежегодно.',
    ),
  ),
  q(
    'social',
    ['How do you protect clients’ personal data?', 'Как вы защищаете персональные данные клиентов?'],
    p(
      'Client data is encrypted, stored in Russia and seen only by staff who need it for their work. We never sell personal data, and every client can ask us what we hold about them and have it corrected or deleted.',
      'Данные клиентов зашифрованы, хранятся в России и доступны только тем сотрудникам, которым они нужны для работы. Мы никогда не продаём персональные данные, и каждый клиент может узнать, что мы о нём храним, и потребовать исправить или удалить эти сведения.',
    ),
  ),
]

/** In the order above, which is the order the site lists them in (each is put after the last). */
export async function seedFaq(payload: Payload) {
  for (const item of faqItems) {
    await createLocalized(payload, 'faq', { category: item.category, question: L(...item.question), answer: richText(...item.answer) })
  }
}
