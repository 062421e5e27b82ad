import { h2, image, p, richText, ul, type Part } from '../../platform/seed/bilingualText'
import { L, type Localized } from '../../platform/seed/localized'
import type { PageSeed, SeedContext } from '../../platform/seed/types'

// The five business-line pages: a hero and a rich text of headings, paragraphs, bullet lists
// and pictures.

type Picture = { key: string; alt: Localized<string> }
type Line = {
  slug: string
  title: Localized<string>
  lead: Localized<string>
  heroAlt: Localized<string>
  pictures: Picture[]
  /** The body; `pic(i)` places the i-th picture. */
  body: (pic: (i: number) => Part) => Part[]
}

function businessLinePage(line: Line): PageSeed {
  const path = `about_us/our_business/${line.slug}`
  return {
    path,
    title: line.title,
    description: line.lead,
    layout: async (ctx: SeedContext) => {
      const ids: (number | string)[] = []
      for (const picture of line.pictures) ids.push(await ctx.image(`line:${line.slug}:${picture.key}`, picture.alt, { width: 1440, height: 810 }))
      return [
        {
          blockType: 'hero',
          title: line.title,
          subtitle: line.lead,
          image: await ctx.image(`hero:${path}`, line.heroAlt, { width: 1920, height: 900 }),
        },
        { blockType: 'richText', content: richText(...line.body((i) => image(ids[i]!))) },
      ]
    },
  }
}

const insurance = businessLinePage({
  slug: 'insurance',
  title: L('Insurance', 'Страхование'),
  lead: L(
    'Life and health, property and casualty, and the prudent investment of insurance funds.',
    'Страхование жизни и здоровья, имущества и ответственности, а также взвешенное инвестирование страховых резервов.',
  ),
  heroAlt: L(
    'Illustration for Insurance: a broad navy arc sheltering warm gold shapes',
    'Иллюстрация к разделу «Страхование»: широкая тёмно-синяя дуга укрывает тёплые золотые формы',
  ),
  pictures: [
    {
      key: 'life',
      alt: L(
        'Illustration of life and health insurance: soft circles in teal and gold',
        'Иллюстрация страхования жизни и здоровья: мягкие круги в бирюзовых и золотых тонах',
      ),
    },
    {
      key: 'funds',
      alt: L(
        'Illustration of insurance funds investment: steady lines rising over navy',
        'Иллюстрация инвестирования страховых резервов: ровные линии поднимаются над тёмно-синим фоном',
      ),
    },
  ],
  body: (pic) => [
    p(
      'Insurance is where Veltrana began in 1988, and it is still the heart of the group. Our insurers protect 41 million people and more than 600,000 businesses, and they pay claims worth over 2 billion roubles every working day.',
      'Со страхования Велтрана начиналась в 1988 году, и оно по-прежнему остаётся основой группы. Наши страховые компании защищают 41 миллион человек и более 600\u00a0000 предприятий и каждый рабочий день выплачивают возмещения на сумму свыше 2 миллиардов рублей.',
    ),
    h2('Life and health', 'Жизнь и здоровье'),
    p(
      'Veltrana Life Insurance and Veltrana Health Insurance help families plan for the long term and cope with the unexpected. Because the group runs its own clinics and online doctors, a health policy with us comes with care that is easy to reach.',
      'Велтрана Страхование жизни и Велтрана Медицинское страхование помогают семьям строить долгосрочные планы и справляться с неожиданностями. У группы есть собственные клиники и онлайн-врачи, поэтому к нашему медицинскому полису прилагается доступная помощь.',
    ),
    ul(
      [
        'Term and whole-life cover, with benefits for critical illness.',
        'Savings and pension plans with a guaranteed minimum return.',
        'Voluntary health insurance for individuals and employers.',
        'Cover for travel, accidents and serious illness abroad.',
      ],
      [
        'Срочное и пожизненное страхование с выплатами при критических заболеваниях.',
        'Накопительные и пенсионные программы с гарантированной минимальной доходностью.',
        'Добровольное медицинское страхование для частных лиц и работодателей.',
        'Страхование путешественников, от несчастных случаев и тяжёлых болезней за рубежом.',
      ],
    ),
    pic(0),
    h2('Property and casualty', 'Имущество и ответственность'),
    p(
      'Veltrana Property & Casualty insures homes, cars, businesses and large industrial risks. Most claims are settled online: a client sends photographs from the app and, for simple cases, receives the payment the same day.',
      'Велтрана Имущественное страхование страхует жильё, автомобили, бизнес и крупные промышленные риски. Большинство убытков урегулируется онлайн: клиент отправляет фотографии через приложение и в простых случаях получает выплату в тот же день.',
    ),
    ul(
      [
        'Motor insurance, both compulsory and comprehensive.',
        'Home and contents insurance, including cover for neighbours’ flats.',
        'Property, liability and cargo insurance for companies of every size.',
        'Agricultural insurance against drought, frost and hail.',
      ],
      [
        'Автострахование — ОСАГО и КАСКО.',
        'Страхование квартир и домов, в том числе ответственности перед соседями.',
        'Страхование имущества, ответственности и грузов для компаний любого размера.',
        'Агрострахование от засухи, заморозков и града.',
      ],
    ),
    h2('Insurance funds investment', 'Инвестирование страховых резервов'),
    p(
      'The premiums our clients pay are invested until claims and pensions fall due. We invest them with one aim: to meet every promise on time. The portfolio is built mostly of government and high-grade corporate bonds, matched to the length of our obligations.',
      'Страховые взносы наших клиентов инвестируются до того момента, когда наступает срок выплат и пенсий. Мы инвестируем их с одной целью — выполнить каждое обязательство вовремя. Портфель в основном состоит из государственных облигаций и облигаций надёжных компаний, а сроки вложений согласованы со сроками наших обязательств.',
    ),
    pic(1),
  ],
})

const banking = businessLinePage({
  slug: 'banking',
  title: L('Banking', 'Банковские услуги'),
  lead: L(
    'Everyday banking, mortgages and business finance, built around the client.',
    'Повседневные банковские услуги, ипотека и финансирование бизнеса, построенные вокруг клиента.',
  ),
  heroAlt: L(
    'Illustration for Banking: clear navy and blue planes with a gold line',
    'Иллюстрация к разделу «Банковские услуги»: чёткие тёмно-синие и голубые плоскости с золотой линией',
  ),
  pictures: [
    {
      key: 'branches',
      alt: L('Illustration of our branch network: many small lights across a blue field', 'Иллюстрация сети отделений: множество огоньков на синем поле'),
    },
  ],
  body: (pic) => [
    p(
      'Veltrana Bank and Veltrana Business Bank serve 18 million people and 450,000 companies through 3,000 branches and service points, a mobile app used by 11 million clients each month, and a contact centre that answers around the clock.',
      'Велтрана Банк и Велтрана Бизнес Банк обслуживают 18 миллионов человек и 450\u00a0000 компаний через 3\u00a0000 отделений и точек обслуживания, мобильное приложение, которым ежемесячно пользуются 11 миллионов клиентов, и круглосуточный контактный центр.',
    ),
    h2('For people', 'Частным клиентам'),
    ul(
      [
        'Current accounts and cards with cashback on pharmacy and clinic bills.',
        'Deposits and savings accounts, protected by the national deposit insurance scheme.',
        'Mortgages with life and property cover from the group in one application.',
        'Consumer loans with a clear schedule and no hidden fees.',
      ],
      [
        'Расчётные счета и карты с кешбэком за покупки в аптеках и оплату клиник.',
        'Вклады и накопительные счета, застрахованные в государственной системе страхования вкладов.',
        'Ипотека со страхованием жизни и имущества от группы — в одной заявке.',
        'Потребительские кредиты с понятным графиком и без скрытых комиссий.',
      ],
    ),
    h2('For businesses', 'Бизнесу'),
    p(
      'Veltrana Business Bank helps small firms and large corporations run and grow. A company that banks with us can also insure its staff and property, lease equipment and set up a pension plan, all through one relationship manager.',
      'Велтрана Бизнес Банк помогает малым предприятиям и крупным корпорациям работать и расти. Компания, которая обслуживается у нас, может также застраховать сотрудников и имущество, взять оборудование в лизинг и запустить корпоративную пенсионную программу — через одного персонального менеджера.',
    ),
    ul(
      [
        'Accounts, payments and payroll services.',
        'Working capital and investment loans.',
        'Trade finance and guarantees.',
        'Cash management for groups of companies.',
      ],
      [
        'Расчётные счета, платежи и зарплатные проекты.',
        'Кредиты на пополнение оборотных средств и инвестиционные кредиты.',
        'Торговое финансирование и банковские гарантии.',
        'Управление ликвидностью для групп компаний.',
      ],
    ),
    pic(0),
    h2('Prudent by design', 'Надёжность как принцип'),
    p(
      'We lend carefully and keep capital well above the regulator’s requirements. Deposits fund most of our lending, which keeps the bank steady when markets are not.',
      'Мы осмотрительно выдаём кредиты и поддерживаем достаточность капитала значительно выше требований регулятора. Большая часть кредитов финансируется за счёт вкладов, поэтому банк остаётся устойчивым даже тогда, когда рынки лихорадит.',
    ),
  ],
})

const assetManagement = businessLinePage({
  slug: 'asset_management',
  title: L('Asset management', 'Управление активами'),
  lead: L(
    'Securities, trust and financial leasing for private and institutional clients.',
    'Ценные бумаги, доверительное управление и финансовый лизинг для частных и институциональных клиентов.',
  ),
  heroAlt: L(
    'Illustration for Asset management: layered violet and gold bands rising gently',
    'Иллюстрация к разделу «Управление активами»: фиолетовые и золотые слои, плавно поднимающиеся вверх',
  ),
  pictures: [
    {
      key: 'portfolio',
      alt: L(
        'Illustration of a balanced portfolio: shapes of different sizes in calm balance',
        'Иллюстрация сбалансированного портфеля: фигуры разного размера в спокойном равновесии',
      ),
    },
  ],
  body: (pic) => [
    p(
      'Our asset managers look after 4.6 trillion roubles for pension funds, insurers, companies and private investors. We invest with discipline, explain what we do in plain words and put the client’s interest first.',
      'Наши управляющие распоряжаются активами на 4,6 триллиона рублей в интересах пенсионных фондов, страховщиков, компаний и частных инвесторов. Мы инвестируем дисциплинированно, объясняем свои решения простыми словами и ставим интересы клиента на первое место.',
    ),
    h2('Securities', 'Ценные бумаги'),
    p(
      'Veltrana Securities gives private investors access to shares, bonds and funds through a simple app, with research written for people rather than for professionals.',
      'Велтрана Брокер открывает частным инвесторам доступ к акциям, облигациям и фондам через простое приложение и публикует аналитику, написанную для людей, а не только для профессионалов.',
    ),
    h2('Trust', 'Доверительное управление'),
    p(
      'Veltrana Asset Management and Veltrana Trust manage mutual funds, individual portfolios and the long-term savings of institutions.',
      'Велтрана Управление активами и Велтрана Траст управляют паевыми фондами, индивидуальными портфелями и долгосрочными сбережениями институциональных инвесторов.',
    ),
    ul(
      [
        'Bond, equity and balanced mutual funds.',
        'Individual portfolios from 3 million roubles.',
        'Mandates for pension funds and insurers.',
        'Funds that invest by environmental, social and governance criteria.',
      ],
      [
        'Облигационные, акционные и сбалансированные паевые фонды.',
        'Индивидуальные портфели от 3 миллионов рублей.',
        'Управление средствами пенсионных фондов и страховщиков.',
        'Фонды, которые инвестируют с учётом экологических, социальных и управленческих критериев.',
      ],
    ),
    pic(0),
    h2('Financial leasing', 'Финансовый лизинг'),
    p(
      'Veltrana Financial Leasing helps companies acquire vehicles, medical equipment and machinery without tying up their capital. Leasing clients can insure the asset with the group in the same contract.',
      'Велтрана Лизинг помогает компаниям приобретать транспорт, медицинское оборудование и технику, не замораживая капитал. Предмет лизинга можно застраховать в группе в рамках того же договора.',
    ),
  ],
})

const integratedFinance = businessLinePage({
  slug: 'integrated_finance',
  title: L('Integrated finance', 'Интегрированные финансы'),
  lead: L(
    'One client, one account, one adviser for everything the group offers.',
    'Один клиент, один аккаунт и один консультант для всего, что предлагает группа.',
  ),
  heroAlt: L(
    'Illustration for Integrated finance: three overlapping circles in navy, teal and gold',
    'Иллюстрация к разделу «Интегрированные финансы»: три пересекающихся круга — тёмно-синий, бирюзовый и золотой',
  ),
  pictures: [
    {
      key: 'adviser',
      alt: L(
        'Illustration of a personal adviser: a warm light at the centre of connected shapes',
        'Иллюстрация персонального консультанта: тёплый свет в центре связанных фигур',
      ),
    },
    {
      key: 'platform',
      alt: L(
        'Illustration of the shared platform: fine lines joining points across a deep blue field',
        'Иллюстрация общей платформы: тонкие линии соединяют точки на тёмно-синем поле',
      ),
    },
  ],
  body: (pic) => [
    p(
      'Integrated finance is how our businesses meet the client. Instead of separate contracts with an insurer, a bank and an investment firm, a Veltrana client has one profile, one app and, when they want one, a personal adviser.',
      'Интегрированные финансы — это то, как направления группы встречаются с клиентом. Вместо отдельных договоров со страховой компанией, банком и инвестиционной компанией у клиента Велтраны один профиль, одно приложение и, если он захочет, персональный консультант.',
    ),
    h2('What it means for clients', 'Что это даёт клиентам'),
    ul(
      [
        'One sign-in for policies, accounts, investments and health services.',
        'Advice that looks at the whole family: protection, savings, borrowing and care.',
        'Fewer forms: what a client tells us once, we do not ask again.',
        'Rewards that grow with every product, in points clients can spend on care.',
      ],
      [
        'Единый вход для полисов, счетов, инвестиций и медицинских услуг.',
        'Советы с учётом всей семьи: защиты, сбережений, кредитов и заботы о здоровье.',
        'Меньше анкет: то, что клиент однажды рассказал о себе, мы больше не спрашиваем.',
        'Бонусы, которые растут с каждым продуктом и которые можно тратить на медицинские услуги.',
      ],
    ),
    pic(0),
    h2('Our advisers', 'Наши консультанты'),
    p(
      'More than 90,000 licensed advisers and agents work with our clients, in person and online. They are trained across the group’s products and paid for the quality of their advice, not for the number of contracts they sell.',
      'С нашими клиентами лично и онлайн работают более 90\u00a0000 лицензированных консультантов и агентов. Они проходят обучение по всем продуктам группы, а их вознаграждение зависит от качества консультаций, а не от количества проданных договоров.',
    ),
    h2('The platform behind it', 'Платформа, на которой всё держится'),
    p(
      'A shared technology platform connects the businesses of the group. It protects client data under one set of rules and lets each business offer the right product at the right moment, with the client’s consent.',
      'Общая технологическая платформа связывает все направления группы. Она защищает данные клиентов по единым правилам и позволяет каждому бизнесу предложить нужный продукт в нужный момент — с согласия клиента.',
    ),
    pic(1),
  ],
})

const healthAndSeniorCare = businessLinePage({
  slug: 'health_and_senior_care',
  title: L('Health and senior care', 'Здоровье и забота о старшем поколении'),
  lead: L(
    'Clinics, online doctors, home care and residences for later life.',
    'Клиники, онлайн-врачи, помощь на дому и резиденции для людей старшего возраста.',
  ),
  heroAlt: L(
    'Illustration for Health and senior care: soft teal waves around a warm gold light',
    'Иллюстрация к разделу «Здоровье и забота»: мягкие бирюзовые волны вокруг тёплого золотого света',
  ),
  pictures: [
    { key: 'clinics', alt: L('Illustration of our clinics: calm teal and white shapes', 'Иллюстрация наших клиник: спокойные бирюзовые и белые формы') },
    {
      key: 'residences',
      alt: L(
        'Illustration of our care residences: warm gold light over violet hills',
        'Иллюстрация наших резиденций: тёплый золотой свет над фиолетовыми холмами',
      ),
    },
  ],
  body: (pic) => [
    p(
      'We help people live longer, healthier and more independent lives. Our health and senior-care business brings together 20,000 partner clinics, our own medical centres, an online doctor service and a growing network of care residences.',
      'Мы помогаем людям жить дольше, здоровее и самостоятельнее. Наше направление здоровья и заботы о старшем поколении объединяет 20\u00a0000 клиник-партнёров, собственные медицинские центры, сервис онлайн-консультаций и растущую сеть резиденций.',
    ),
    h2('Health', 'Здоровье'),
    ul(
      [
        'Veltrana Clinics: 64 medical centres with family doctors and specialists.',
        'Veltrana Health Cloud: a doctor online in under ten minutes, day and night.',
        'Check-up programmes for employers and their staff.',
        'Medicines delivered at home for clients with long-term conditions.',
      ],
      [
        'Клиники Велтрана: 64 медицинских центра с семейными врачами и узкими специалистами.',
        'Велтрана Облако Здоровья: онлайн-консультация врача меньше чем за десять минут, днём и ночью.',
        'Программы профилактических осмотров для работодателей и их сотрудников.',
        'Доставка лекарств на дом для клиентов с хроническими заболеваниями.',
      ],
    ),
    pic(0),
    h2('Senior care', 'Забота о старшем поколении'),
    p(
      'Veltrana Care runs twelve residences where older people live independently with care on hand, and Veltrana Home Care sends nurses and carers to 30,000 homes every week.',
      'Велтрана Забота управляет двенадцатью резиденциями, где пожилые люди живут самостоятельно и при этом всегда могут получить помощь, а Велтрана Помощь на дому еженедельно направляет медсестёр и сиделок в 30\u00a0000 семей.',
    ),
    ul(
      [
        'Independent and assisted living in residences with their own clinics.',
        'Home nursing, rehabilitation and help with daily tasks.',
        'Memory care by specially trained teams.',
        'Long-term care insurance that pays for all of the above.',
      ],
      [
        'Самостоятельное проживание и проживание с поддержкой в резиденциях с собственными медпунктами.',
        'Патронаж на дому, реабилитация и помощь в повседневных делах.',
        'Уход за людьми с нарушениями памяти силами специально обученных команд.',
        'Страхование долгосрочного ухода, которое покрывает всё перечисленное.',
      ],
    ),
    pic(1),
  ],
})

export const businessLinePages: PageSeed[] = [insurance, banking, assetManagement, integratedFinance, healthAndSeniorCare]
