import { h2, h3, p, richText, ul, type Part } from '../../platform/seed/bilingualText'
import { L, type Localized } from '../../platform/seed/localized'
import { mapInOrder } from '../../platform/seed/sequential'
import type { PageSeed, SeedContext } from '../../platform/seed/types'
import { heroPage } from './heroPage'

// The Sustainability family: the front page, three text-and-image pages, three pages of side
// tabs and the FAQ.

type Text = Localized<string>

type Section = { key: string; eyebrow?: Text; heading: Text; content: Part[]; alt: Text; url?: string; linkLabel?: Text }

/** Text-and-image sections down a page, alternating: every second one puts its image first, on
 * the soft grey background. */
const alternatingSections = (ctx: SeedContext, sections: Section[]) =>
  mapInOrder(sections, async (section, index) => ({
    blockType: 'textImage',
    eyebrow: section.eyebrow,
    heading: section.heading,
    content: richText(...section.content),
    image: await ctx.image(`sustainability:${section.key}`, section.alt, { width: 1200, height: 900 }),
    imagePosition: index % 2 ? 'start' : 'end',
    tone: index % 2 ? 'soft' : 'plain',
    url: section.url,
    linkLabel: section.linkLabel,
  }))

/** An article card is at most 384 px wide (half the screen below 768 px, 290 px above), so
 * 800 px covers it at twice the pixel density. */
const ARTICLE_CARD = { width: 800, height: 600 }

type Tab = { label: Text; heading?: Text; parts: Part[]; blocks?: unknown[] }

/** Side tabs beside their panels, numbered 1, 2 … (their ?tab= values, as published links
 * have them). A panel is a text that opens with its heading (the tab's label unless given), then any
 * further blocks. */
const numberedTabs = ({ heading, tabs }: { heading?: Text; tabs: Tab[] }) => ({
  blockType: 'sideTabs',
  heading,
  orientation: 'vertical',
  tabs: tabs.map((tab, index) => ({
    slug: String(index + 1),
    label: tab.label,
    content: [
      { blockType: 'richText', content: richText(h2((tab.heading ?? tab.label).en, (tab.heading ?? tab.label).ru), ...tab.parts) },
      ...(tab.blocks ?? []),
    ],
  })),
})

const overview: PageSeed = {
  path: 'sustainability',
  title: L('Sustainability', 'Устойчивое развитие'),
  description: L(
    'Veltrana Group’s 2030 commitments on the environment, society and governance, and the stories behind them.',
    'Обязательства Группы Велтрана до 2030 года в области экологии, социальной ответственности и управления — и истории, которые за ними стоят.',
  ),
  layout: async (ctx) => [
    {
      blockType: 'sustainabilityHero',
      eyebrow: L('Sustainability', 'Устойчивое развитие'),
      title: L('A healthier, greener future for the families we serve', 'Более здоровое и зелёное будущее для семей, которым мы служим'),
      figure: '2030',
      figureLabel: L('Net-zero operations and 500 billion roubles of green finance', 'Нулевой баланс выбросов и 500\u00a0млрд рублей зелёного финансирования'),
      text: L(
        'As an insurer, a bank, an investor and a care provider, we see the cost of a changing climate and an ageing society first hand. Our plan to 2030 sets out what we will change, and how you can hold us to it.',
        'Как страховщик, банк, инвестор и медицинская компания, мы первыми видим цену меняющегося климата и старения общества. Наш план до 2030 года показывает, что мы изменим и как нас можно проверить.',
      ),
      image: await ctx.image(
        'sustainability:hero',
        L('Morning light over a forest and a river (illustration)', 'Утренний свет над лесом и рекой (иллюстрация)'),
      ),
      url: '/sustainability/our_commitment',
      linkLabel: L('Our commitment', 'Наши обязательства'),
    },
    {
      blockType: 'cards',
      look: 'panels',
      heading: L('Where we stand', 'Чего мы уже добились'),
      intro: L(
        'Four measures we report every year, checked by an independent auditor.',
        'Четыре показателя, о которых мы отчитываемся каждый год и которые проверяет независимый аудитор.',
      ),
      cards: [
        {
          figure: L('−31\u00a0%', '−31\u00a0%'),
          title: L('Own emissions since 2020', 'Собственные выбросы с 2020 года'),
          text: L('Scopes 1 and 2, across offices, clinics and vehicles.', 'Охваты 1 и 2: офисы, клиники и автопарк.'),
          url: '/sustainability/environment',
        },
        {
          figure: L('₽214 bn', '214\u00a0млрд ₽'),
          title: L('Green finance to date', 'Зелёное финансирование на сегодня'),
          text: L('Of our 500 billion rouble target for 2030.', 'Из 500\u00a0млрд рублей, намеченных на 2030 год.'),
          url: '/sustainability/environment',
        },
        {
          figure: L('46\u00a0%', '46\u00a0%'),
          title: L('Women in management', 'Женщин среди руководителей'),
          text: L('With our gender pay gap published every year.', 'Разрыв в оплате труда мы публикуем ежегодно.'),
          url: '/sustainability/social',
        },
        {
          figure: L('40\u00a0%', '40\u00a0%'),
          title: L('Independent directors', 'Независимых директоров'),
          text: L('Six of the fifteen seats on our board.', 'Шесть из пятнадцати мест в совете директоров.'),
          url: '/sustainability/corparate_governance',
        },
      ],
    },
    ...(await alternatingSections(ctx, [
      {
        key: 'section:environment',
        eyebrow: L('Environment', 'Экология'),
        heading: L('Cutting our footprint, financing the transition', 'Сокращаем свой след и финансируем энергопереход'),
        content: [
          p(
            'We are moving our buildings to renewable power, replacing our fleet with electric and hybrid cars and pricing climate risk into every property policy. At the same time our bank and asset managers direct capital to clean energy, efficient buildings and clean transport.',
            'Мы переводим здания на возобновляемую энергию, заменяем автопарк электромобилями и гибридами и учитываем климатический риск в каждом полисе страхования имущества. А наш банк и управляющие компании направляют капитал в чистую энергетику, энергоэффективные здания и экологичный транспорт.',
          ),
        ],
        alt: L('Wind turbines on a hill at sunrise (illustration)', 'Ветряные турбины на холме на рассвете (иллюстрация)'),
        url: '/sustainability/environment',
        linkLabel: L('Environment in detail', 'Подробнее об экологии'),
      },
      {
        key: 'section:social',
        eyebrow: L('Social', 'Общество'),
        heading: L('Finance and care within everyone’s reach', 'Финансы и забота, доступные каждому'),
        content: [
          p(
            'A free basic account, micro-insurance from 99 roubles a month, clinics in small towns and care at home for older people: we design our services so that age, income or where you live are no barrier.',
            'Бесплатный базовый счёт, микрострахование от 99 рублей в месяц, клиники в небольших городах и помощь на дому для пожилых людей — мы строим сервисы так, чтобы возраст, доход или место жительства не были препятствием.',
          ),
        ],
        alt: L('A nurse talking with an older woman at home (illustration)', 'Медсестра беседует с пожилой женщиной у неё дома (иллюстрация)'),
        url: '/sustainability/social',
        linkLabel: L('Social in detail', 'Подробнее о социальной ответственности'),
      },
      {
        key: 'section:governance',
        eyebrow: L('Governance', 'Управление'),
        heading: L('Decisions that can be checked', 'Решения, которые можно проверить'),
        content: [
          p(
            'A board with 40\u00a0% independent directors, a supervisory committee, executive pay tied to ESG measures and a confidential hotline for anyone who sees something wrong: sound governance is what lets clients and shareholders trust the rest.',
            'Совет директоров, где 40\u00a0% мест занимают независимые директора, наблюдательный комитет, вознаграждение руководителей с учётом ESG-показателей и конфиденциальная горячая линия для всех, кто заметил нарушение: именно надёжное управление позволяет клиентам и акционерам доверять всему остальному.',
          ),
        ],
        alt: L('A board meeting room with a long table (illustration)', 'Зал заседаний совета директоров с длинным столом (иллюстрация)'),
        url: '/sustainability/corparate_governance',
        linkLabel: L('Governance in detail', 'Подробнее об управлении'),
      },
    ])),
    {
      blockType: 'cards',
      look: 'articles',
      heading: L('Stories from across the group', 'Истории со всей группы'),
      cards: [
        {
          tag: 'environment',
          image: await ctx.image(
            'sustainability:article:solar',
            L('Solar panels on the roof of a clinic (illustration)', 'Солнечные панели на крыше клиники (иллюстрация)'),
            ARTICLE_CARD,
          ),
          title: L('Our first solar-powered clinic opens in Astrakhan', 'В Астрахани открылась наша первая клиника на солнечной энергии'),
          date: '2026-09-30',
          url: '/about_us',
        },
        {
          tag: 'others',
          image: await ctx.image(
            'sustainability:article:literacy',
            L('Volunteers teaching a money class in a library (illustration)', 'Волонтёры ведут урок финансовой грамотности в библиотеке (иллюстрация)'),
            ARTICLE_CARD,
          ),
          title: L('240,000 people took our financial-literacy courses in 2025', 'В 2025 году наши курсы финансовой грамотности прошли 240 тысяч человек'),
          date: '2026-06-12',
          url: '/about_us',
        },
        {
          tag: 'talent',
          image: await ctx.image(
            'sustainability:article:graduates',
            L('Graduates starting our engineering programme (illustration)', 'Выпускники начинают нашу инженерную программу (иллюстрация)'),
            ARTICLE_CARD,
          ),
          title: L('Two hundred graduates join our health-tech academy', 'Двести выпускников пришли в нашу академию медицинских технологий'),
          date: '2026-08-01',
          url: '/about_us',
        },
        {
          tag: 'environment',
          image: await ctx.image(
            'sustainability:article:flood',
            L('Flood barriers along a riverside street (illustration)', 'Противопаводковые барьеры на набережной (иллюстрация)'),
            ARTICLE_CARD,
          ),
          title: L('Lower premiums for homes protected against floods', 'Более низкие тарифы для домов, защищённых от паводков'),
          date: '2026-04-22',
          url: '/about_us',
        },
      ],
    },
  ],
}

const commitment = heroPage({
  path: 'sustainability/our_commitment',
  title: L('Our commitment', 'Наши обязательства'),
  description: L(
    'What Veltrana Group promises on sustainability, and how we measure it.',
    'Что Группа Велтрана обещает в области устойчивого развития и как мы это измеряем.',
  ),
  lead: L('What we promise, by when, and how we measure it.', 'Что мы обещаем, к какому сроку и как это измеряем.'),
  blocks: (ctx) =>
    alternatingSections(ctx, [
      {
        key: 'commitment:promise',
        heading: L('Our promise', 'Наше обещание'),
        content: [
          p(
            'Since 1988 we have helped families through illness, accidents and old age. Climate change and an ageing population will test that promise more than anything before, so we have made sustainability part of how each business decides, not a project beside it.',
            'С 1988 года мы помогаем семьям пережить болезни, несчастные случаи и справиться со старостью. Изменение климата и старение населения испытают это обещание на прочность как никогда прежде, поэтому устойчивое развитие стало частью того, как принимает решения каждый наш бизнес, а не отдельным проектом.',
          ),
          p(
            'In 2024 the board approved our Sustainability Plan 2030. It covers all six business lines and every one of our 55,080 colleagues.',
            'В 2024 году совет директоров утвердил наш План устойчивого развития до 2030 года. Он охватывает все шесть направлений бизнеса и каждого из 55\u00a0080 наших сотрудников.',
          ),
        ],
        alt: L('A family walking along a sunny beach (illustration)', 'Семья гуляет по солнечному пляжу (иллюстрация)'),
      },
      {
        key: 'commitment:targets',
        heading: L('Our 2030 targets', 'Наши цели до 2030 года'),
        content: [
          ul(
            [
              '**Net zero** greenhouse-gas emissions from our own operations by 2030, and from our investment and lending portfolio by 2050.',
              '**500 billion roubles** of green and transition finance by 2030.',
              '**10 million people** reached by our affordable insurance, savings and health services.',
              '**Equal pay** for equal work, checked every year by an independent auditor.',
            ],
            [
              '**Нулевой баланс** выбросов парниковых газов в собственной деятельности к 2030 году, а в инвестиционном и кредитном портфеле — к 2050 году.',
              '**500\u00a0млрд рублей** зелёного и переходного финансирования к 2030 году.',
              '**10\u00a0млн человек**, которым доступны наши недорогие страховые, сберегательные и медицинские услуги.',
              '**Равная оплата** за равный труд с ежегодной проверкой независимым аудитором.',
            ],
          ),
        ],
        alt: L('A winding path up a green hill towards the sun (illustration)', 'Извилистая тропа к вершине зелёного холма навстречу солнцу (иллюстрация)'),
      },
      {
        key: 'commitment:measure',
        heading: L('How we measure progress', 'Как мы измеряем прогресс'),
        content: [
          p(
            'Each target has an owner on the executive committee, a yearly milestone and a measure that an independent auditor checks. We publish the results every spring in our sustainability report, including the targets we missed and what we are doing about them.',
            'У каждой цели есть ответственный член правления, ежегодный промежуточный ориентир и показатель, который проверяет независимый аудитор. Результаты мы публикуем каждую весну в отчёте об устойчивом развитии — в том числе цели, которых не достигли, и то, что мы предпринимаем.',
          ),
        ],
        alt: L('Charts and a notebook on a desk (illustration)', 'Графики и блокнот на рабочем столе (иллюстрация)'),
        url: '/sustainability/faq',
        linkLabel: L('Questions and answers', 'Вопросы и ответы'),
      },
    ]),
})

const governance = heroPage({
  path: 'sustainability/sustainability_governance',
  title: L('Sustainability governance', 'Управление устойчивым развитием'),
  description: L(
    'Who is responsible for Veltrana Group’s sustainability agenda, from the board to each business.',
    'Кто отвечает за повестку устойчивого развития Группы Велтрана — от совета директоров до каждого бизнеса.',
  ),
  lead: L(
    'From the board to every business line: who decides, who acts and who checks.',
    'От совета директоров до каждого направления бизнеса: кто решает, кто действует и кто проверяет.',
  ),
  blocks: (ctx) =>
    alternatingSections(ctx, [
      {
        key: 'governance:board',
        heading: L('Board oversight', 'Контроль со стороны совета директоров'),
        content: [
          p(
            'The board’s Strategy and Sustainability Committee sets the group’s ESG targets and reviews progress at least four times a year. It is chaired by an independent director and reports to the full board after every meeting.',
            'Комитет по стратегии и устойчивому развитию совета директоров определяет ESG-цели группы и не реже четырёх раз в год рассматривает их выполнение. Его возглавляет независимый директор, и после каждого заседания комитет отчитывается перед советом.',
          ),
        ],
        alt: L('Directors around a table in a bright meeting room (illustration)', 'Директора за столом в светлом зале заседаний (иллюстрация)'),
      },
      {
        key: 'governance:executive',
        heading: L('The ESG office and the business lines', 'Офис ESG и направления бизнеса'),
        content: [
          p(
            'The chief sustainability officer sits on the executive committee and leads a group ESG office of 40 specialists. Each business line has its own sustainability lead, who turns group targets into plans for underwriting, lending, investment and care.',
            'Директор по устойчивому развитию входит в правление и руководит офисом ESG группы, где работают 40 специалистов. В каждом направлении бизнеса есть свой ответственный за устойчивое развитие: он превращает цели группы в планы для страхования, кредитования, инвестиций и медицины.',
          ),
          p(
            'Since 2024, 15\u00a0% of each executive’s annual bonus depends on ESG measures.',
            'С 2024 года 15\u00a0% годовой премии каждого члена правления зависит от ESG-показателей.',
          ),
        ],
        alt: L('Colleagues working together at a whiteboard (illustration)', 'Коллеги вместе работают у доски (иллюстрация)'),
      },
      {
        key: 'governance:policies',
        heading: L('Policies and risk management', 'Политики и управление рисками'),
        content: [
          p(
            'Our sustainability work rests on policies the board approves and reviews every two years:',
            'Наша работа в области устойчивого развития опирается на политики, которые утверждает и раз в два года пересматривает совет директоров:',
          ),
          ul(
            [
              'the climate and environment policy;',
              'the responsible investment and lending policy;',
              'the human rights and labour policy;',
              'the code of conduct and the anti-corruption policy.',
            ],
            [
              'политика в области климата и экологии;',
              'политика ответственного инвестирования и кредитования;',
              'политика в области прав человека и трудовых отношений;',
              'кодекс этики и антикоррупционная политика.',
            ],
          ),
          p(
            'Climate and other ESG risks are part of the group’s risk framework, with limits and stress tests like any other risk.',
            'Климатические и другие ESG-риски входят в систему управления рисками группы: для них, как и для любых других рисков, установлены лимиты и проводятся стресс-тесты.',
          ),
        ],
        alt: L('A compass resting on a map (illustration)', 'Компас на карте (иллюстрация)'),
      },
    ]),
})

const ratings = heroPage({
  path: 'sustainability/rating_and_participation',
  title: L('Rating and participation', 'Рейтинги и участие'),
  description: L(
    'How independent agencies rate Veltrana Group on sustainability, and the initiatives we support.',
    'Как независимые агентства оценивают Группу Велтрана в области устойчивого развития и какие инициативы мы поддерживаем.',
  ),
  lead: L(
    'How independent agencies rate us, and the initiatives we have joined.',
    'Как нас оценивают независимые агентства и к каким инициативам мы присоединились.',
  ),
  blocks: (ctx) =>
    alternatingSections(ctx, [
      {
        key: 'ratings:ratings',
        heading: L('ESG ratings', 'ESG-рейтинги'),
        content: [
          p(
            'Independent agencies rate our sustainability performance every year. Our current ratings:',
            'Независимые агентства ежегодно оценивают наши результаты в области устойчивого развития. Наши текущие рейтинги:',
          ),
          ul(
            [
              '**Northbridge ESG Ratings:** AA, upgraded from A in 2025;',
              '**Meridian Sustainability Index:** a constituent since 2021, in the top 10\u00a0% of financial companies;',
              '**Ecovalor climate score:** A−, for disclosure and emission targets.',
            ],
            [
              '**Northbridge ESG Ratings:** AA, повышен с A в 2025 году;',
              '**Индекс устойчивости «Меридиан»:** входим с 2021 года, в числе 10\u00a0% лучших финансовых компаний;',
              '**Климатическая оценка Ecovalor:** A− за раскрытие информации и цели по выбросам.',
            ],
          ),
        ],
        alt: L('A rising bar chart in the group’s colours (illustration)', 'Растущая столбчатая диаграмма в фирменных цветах (иллюстрация)'),
      },
      {
        key: 'ratings:initiatives',
        heading: L('Initiatives we support', 'Инициативы, которые мы поддерживаем'),
        content: [
          p(
            'We work with other companies where no one can solve a problem alone. Veltrana is a founding member of the National Net-Zero Insurance Alliance and has signed the Responsible Banking Charter and the Sustainable Insurance Principles of our industry association.',
            'Мы работаем вместе с другими компаниями там, где проблему не решить в одиночку. Велтрана — один из основателей Национального альянса страховщиков за нулевые выбросы; мы подписали Хартию ответственного банкинга и Принципы устойчивого страхования нашей отраслевой ассоциации.',
          ),
          p(
            'Our asset managers take part in the Investor Climate Dialogue, which engages the largest emitters on the bond and stock markets.',
            'Наши управляющие компании участвуют в Климатическом диалоге инвесторов, который ведёт работу с крупнейшими эмитентами выбросов на рынках облигаций и акций.',
          ),
        ],
        alt: L('Hands joined over a table (illustration)', 'Соединённые руки над столом (иллюстрация)'),
      },
      {
        key: 'ratings:reporting',
        heading: L('Reporting and assurance', 'Отчётность и заверение'),
        content: [
          p(
            'Our sustainability report follows international reporting standards and the recommendations on climate-related disclosure. An independent auditor gives limited assurance on our emissions, green finance and diversity figures.',
            'Отчёт об устойчивом развитии подготовлен по международным стандартам отчётности и рекомендациям по раскрытию климатической информации. Независимый аудитор проводит ограниченную проверку наших данных о выбросах, зелёном финансировании и разнообразии.',
          ),
        ],
        alt: L('A printed report beside a laptop (illustration)', 'Печатный отчёт рядом с ноутбуком (иллюстрация)'),
      },
    ]),
})

const level = (value: 'full' | 'partial' | 'none') => ({ level: value })
const row = (label: Text, ...levels: ('full' | 'partial' | 'none')[]) => ({ label, cells: levels.map(level) })

const environment = heroPage({
  path: 'sustainability/environment',
  title: L('Environment', 'Экология'),
  description: L(
    'Green business and operations, our coal statement, sustainable insurance, responsible investment and responsible products.',
    'Зелёный бизнес и деятельность, позиция по углю, устойчивое страхование, ответственные инвестиции и ответственные продукты.',
  ),
  lead: L('We cut our own footprint and put our capital to work for the transition.', 'Мы сокращаем собственный след и направляем капитал на энергопереход.'),
  blocks: async () => [
    numberedTabs({
      tabs: [
        {
          label: L('Green businesses and operations', 'Зелёный бизнес и деятельность'),
          parts: [
            p(
              'Our own operations — 1,900 offices and branches, 140 clinics, 12 residences and 3,400 vehicles — emitted 182,000 tonnes of CO₂ equivalent in 2025, 31\u00a0% less than in 2020. We will reach net zero by 2030.',
              'Наша собственная деятельность — 1\u00a0900 офисов и отделений, 140 клиник, 12 резиденций и 3\u00a0400 автомобилей — в 2025 году дала 182\u00a0тыс. тонн выбросов CO₂-эквивалента, на 31\u00a0% меньше, чем в 2020 году. К 2030 году мы выйдем на нулевой баланс.',
            ),
            h3('How we get there', 'Как мы этого добьёмся'),
            ul(
              [
                'renewable electricity for all our buildings by 2027;',
                'an all-electric or hybrid fleet by 2029;',
                'every new clinic and office built to a green building standard;',
                'paperless policies and statements for 90\u00a0% of clients.',
              ],
              [
                'возобновляемая электроэнергия для всех зданий к 2027 году;',
                'полностью электрический или гибридный автопарк к 2029 году;',
                'каждая новая клиника и каждый новый офис — по стандартам зелёного строительства;',
                'электронные полисы и выписки для 90\u00a0% клиентов.',
              ],
            ),
            p(
              'Green finance — loans, bonds, leases and investments in renewable energy, efficient buildings, clean transport and water — reached 214 billion roubles, on the way to 500 billion by 2030.',
              'Зелёное финансирование — кредиты, облигации, лизинг и инвестиции в возобновляемую энергетику, энергоэффективные здания, чистый транспорт и водное хозяйство — достигло 214\u00a0млрд рублей на пути к 500\u00a0млрд к 2030 году.',
            ),
          ],
        },
        {
          label: L('Coal-related business statement', 'Позиция по угольному бизнесу'),
          parts: [
            p(
              'Thermal coal is the largest single source of carbon emissions. From 1 January 2025 the companies of Veltrana Group:',
              'Энергетический уголь — крупнейший отдельный источник выбросов углерода. С 1 января 2025 года компании Группы Велтрана:',
            ),
            ul(
              [
                'do not insure, lend to or invest in new thermal-coal mines or coal-fired power plants;',
                'do not take on new clients that earn more than 30\u00a0% of their revenue from thermal coal, unless they have a credible plan to leave it;',
                'will end all remaining thermal-coal exposures by 2035.',
              ],
              [
                'не страхуют, не кредитуют и не инвестируют в новые угольные разрезы и угольные электростанции;',
                'не принимают новых клиентов, получающих более 30\u00a0% выручки от энергетического угля, если у них нет обоснованного плана отказа от него;',
                'завершат все оставшиеся операции, связанные с энергетическим углём, к 2035 году.',
              ],
            ),
            p(
              'We will keep supporting workers and towns that depend on coal, through finance for new local businesses and retraining.',
              'Мы продолжим поддерживать работников и города, зависящие от угля, — финансированием нового местного бизнеса и программами переобучения.',
            ),
          ],
        },
        {
          label: L('Sustainable insurance', 'Устойчивое страхование'),
          parts: [
            p(
              'Our property insurers model floods, wildfires and heatwaves under several warming scenarios and price cover accordingly. Clients who protect their homes and businesses pay less: flood barriers, fire-resistant roofs and backup power all lower the premium.',
              'Наши страховщики имущества моделируют наводнения, лесные пожары и аномальную жару при разных сценариях потепления и учитывают это в тарифах. Клиенты, которые защищают свои дома и предприятия, платят меньше: противопаводковые барьеры, огнестойкие кровли и резервное питание снижают стоимость полиса.',
            ),
            p(
              'We also insure the transition: solar and wind farms, electric buses and energy-efficiency projects, with cover designed for new technologies.',
              'Мы страхуем и сам энергопереход: солнечные и ветровые электростанции, электробусы и проекты по энергоэффективности — с покрытием, рассчитанным на новые технологии.',
            ),
          ],
        },
        {
          label: L('Responsible investment', 'Ответственные инвестиции'),
          parts: [
            p(
              'Veltrana manages 3.1 trillion roubles for our insurers and for clients. We apply seven responsible-investment approaches across asset classes; the table shows where each one is used in full and where only in part.',
              'Велтрана управляет 3,1\u00a0трлн рублей средств наших страховщиков и клиентов. Мы применяем семь подходов ответственного инвестирования в разных классах активов; таблица показывает, где каждый из них применяется полностью, а где частично.',
            ),
          ],
          blocks: [
            {
              blockType: 'comparisonTable',
              caption: L('Responsible-investment approaches by asset class', 'Подходы ответственного инвестирования по классам активов'),
              rowHeader: L('Approach', 'Подход'),
              columns: [
                { label: L('Equities', 'Акции') },
                { label: L('Fixed income', 'Облигации') },
                { label: L('Other equity assets', 'Прочие долевые активы') },
              ],
              rows: [
                row(L('Exclusion', 'Исключение'), 'full', 'full', 'full'),
                row(L('ESG integration', 'Интеграция ESG-факторов'), 'full', 'full', 'full'),
                row(L('Active ownership', 'Активное владение'), 'partial', 'partial', 'full'),
                row(L('Norm-based screening', 'Нормативный скрининг'), 'full', 'full', 'full'),
                row(L('Positive screening', 'Позитивный скрининг'), 'full', 'full', 'full'),
                row(L('Sustainability-themed investing', 'Тематические инвестиции в устойчивое развитие'), 'full', 'full', 'full'),
                row(L('Impact investing', 'Инвестиции воздействия'), 'partial', 'partial', 'full'),
              ],
              note: L(
                'Active ownership and impact investing are applied in part for listed equities and bonds, where our voting rights and the choice of measurable projects are limited.',
                'Активное владение и инвестиции воздействия применяются к публичным акциям и облигациям частично: там ограничены наши права голоса и выбор проектов с измеримым эффектом.',
              ),
            },
          ],
        },
        {
          label: L('Responsible product', 'Ответственный продукт'),
          parts: [
            p(
              'Every new product passes a review that asks who it is for, whether they will understand it and whether it could harm them or the environment. Products that fail are changed or dropped.',
              'Каждый новый продукт проходит проверку: для кого он, поймут ли его клиенты и не может ли он навредить им или окружающей среде. Продукты, не прошедшие проверку, дорабатываются или не выпускаются.',
            ),
            ul(
              [
                'green mortgages with a lower rate for energy-efficient homes;',
                'car insurance that costs less for electric vehicles;',
                'ESG funds with their holdings published every month.',
              ],
              [
                'зелёная ипотека с пониженной ставкой для энергоэффективного жилья;',
                'автострахование по сниженному тарифу для электромобилей;',
                'ESG-фонды с ежемесячным раскрытием состава портфеля.',
              ],
            ),
          ],
        },
      ],
    }),
  ],
})

const social = heroPage({
  path: 'sustainability/social',
  title: L('Social', 'Общество'),
  description: L(
    'How Veltrana Group serves clients fairly, looks after its people and supports communities.',
    'Как Группа Велтрана честно обслуживает клиентов, заботится о сотрудниках и поддерживает местные сообщества.',
  ),
  lead: L(
    'Clients, colleagues and communities: access to finance and care for everyone.',
    'Клиенты, сотрудники и местные сообщества: доступ к финансам и заботе для всех.',
  ),
  blocks: async () => [
    numberedTabs({
      tabs: [
        {
          label: L('Clients and inclusion', 'Клиенты и доступность'),
          parts: [
            p(
              'We want no one to be left out of insurance, banking or health care because of their age, income or where they live.',
              'Мы хотим, чтобы никто не остался без страховки, банковских услуг или медицинской помощи из-за возраста, дохода или места жительства.',
            ),
            ul(
              [
                'a free basic account and card for everyone over 14;',
                'micro-insurance from 99 roubles a month;',
                '220 clinics and branches in towns of under 50,000 people;',
                'a phone line for older clients, answered by a person within a minute.',
              ],
              [
                'бесплатный базовый счёт и карта для всех старше 14 лет;',
                'микрострахование от 99 рублей в месяц;',
                '220 клиник и отделений в городах с населением до 50 тысяч человек;',
                'телефонная линия для пожилых клиентов, где живой оператор отвечает в течение минуты.',
              ],
            ),
          ],
        },
        {
          label: L('Our people', 'Наши сотрудники'),
          parts: [
            p(
              'Our 55,080 colleagues are doctors, nurses, engineers, underwriters, bankers and carers. Every one of them has family health insurance, 40 hours of paid training a year and confidential counselling.',
              'Среди наших 55\u00a0080 сотрудников — врачи, медсёстры, инженеры, андеррайтеры, банкиры и социальные работники. У каждого есть медицинская страховка для семьи, 40 часов оплачиваемого обучения в год и конфиденциальная психологическая поддержка.',
            ),
            p(
              'Women hold 46\u00a0% of management positions. We publish our gender pay gap every year and have it checked by an independent auditor.',
              'Женщины занимают 46\u00a0% руководящих должностей. Разрыв в оплате труда мужчин и женщин мы публикуем ежегодно, и его проверяет независимый аудитор.',
            ),
          ],
        },
        {
          label: L('Communities', 'Местные сообщества'),
          parts: [
            p(
              'The Veltrana Foundation spent 1.8 billion roubles in 2025 on health programmes for children, care for older people living alone and financial-literacy courses.',
              'В 2025 году Фонд Велтраны направил 1,8\u00a0млрд рублей на программы здоровья для детей, помощь одиноким пожилым людям и курсы финансовой грамотности.',
            ),
            p(
              'Our colleagues gave 96,000 hours of volunteering: teaching money classes in schools, visiting residents of care homes and helping after floods.',
              'Наши сотрудники отработали волонтёрами 96 тысяч часов: вели уроки финансовой грамотности в школах, навещали жителей домов престарелых и помогали пострадавшим от паводков.',
            ),
          ],
        },
      ],
    }),
  ],
})

const corporateGovernance = heroPage({
  path: 'sustainability/corparate_governance',
  title: L('Corporate governance', 'Корпоративное управление'),
  description: L(
    'How Veltrana Group’s board works, its committees, our ethics and our risk management.',
    'Как работает совет директоров Группы Велтрана, его комитеты, наша этика и управление рисками.',
  ),
  lead: L('Sound governance protects clients and shareholders alike.', 'Надёжное управление защищает и клиентов, и акционеров.'),
  blocks: async () => [
    numberedTabs({
      heading: L('Board Management', 'Работа совета директоров'),
      tabs: [
        {
          label: L('Board composition', 'Состав совета'),
          parts: [
            p(
              'The board of directors has 15 seats: 6 independent directors (40\u00a0%), 5 non-executive directors representing shareholders and 4 executive directors. The chair and the chief executive are different people.',
              'В совете директоров 15 мест: 6 независимых директоров (40\u00a0%), 5 неисполнительных директоров — представителей акционеров и 4 исполнительных директора. Председатель совета и генеральный директор — разные люди.',
            ),
            p(
              'Directors are elected for three years by the general meeting of shareholders. Together they bring experience of insurance, banking, medicine, technology and public policy.',
              'Директоров избирает общее собрание акционеров на три года. Вместе они обладают опытом в страховании, банковском деле, медицине, технологиях и государственной политике.',
            ),
          ],
        },
        {
          label: L('Board committees', 'Комитеты совета'),
          parts: [
            ul(
              [
                '**Audit Committee:** financial reporting and the external and internal auditors;',
                '**Risk Management Committee:** risk appetite, capital and stress tests;',
                '**Remuneration and Nomination Committee:** board and executive pay, succession;',
                '**Strategy and Sustainability Committee:** strategy and the ESG targets.',
              ],
              [
                '**Комитет по аудиту:** финансовая отчётность, внешний и внутренний аудит;',
                '**Комитет по управлению рисками:** риск-аппетит, капитал и стресс-тесты;',
                '**Комитет по вознаграждениям и назначениям:** вознаграждение совета и правления, преемственность;',
                '**Комитет по стратегии и устойчивому развитию:** стратегия и ESG-цели.',
              ],
            ),
            p(
              'The audit, risk and remuneration committees are chaired by independent directors. A supervisory committee of five members oversees the work of the board and the management.',
              'Комитеты по аудиту, рискам и вознаграждениям возглавляют независимые директора. Наблюдательный комитет из пяти человек контролирует работу совета директоров и правления.',
            ),
          ],
        },
        {
          label: L('Ethics and compliance', 'Этика и комплаенс'),
          parts: [
            p(
              'Our code of conduct applies to every director, employee and agent. Everyone completes ethics training each year, and new suppliers sign our supplier code before their first order.',
              'Наш кодекс этики распространяется на каждого директора, сотрудника и агента. Все ежегодно проходят обучение по этике, а новые поставщики подписывают кодекс поставщика до первого заказа.',
            ),
            p(
              'Anyone can report a concern through our confidential hotline, 24 hours a day, and may stay anonymous. Clients with a complaint can also call the consumer-complaint hotline: 8\u00a0800\u00a0555-01-88, free of charge.',
              'Любой человек может сообщить о нарушении через нашу конфиденциальную горячую линию — круглосуточно и при желании анонимно. Клиенты с жалобами также могут бесплатно позвонить на линию по защите прав потребителей: 8\u00a0800\u00a0555-01-88.',
            ),
          ],
        },
        {
          label: L('Risk management', 'Управление рисками'),
          heading: L('Risk management and internal control', 'Управление рисками и внутренний контроль'),
          parts: [
            p(
              'We manage risk on three lines: the business lines own their risks, an independent risk and compliance function sets limits and checks them, and internal audit reports directly to the board’s Audit Committee.',
              'Мы управляем рисками по модели трёх линий защиты: направления бизнеса отвечают за свои риски, независимая служба рисков и комплаенса устанавливает лимиты и следит за их соблюдением, а внутренний аудит подчиняется напрямую комитету по аудиту совета директоров.',
            ),
            p(
              'Climate, cyber and conduct risks have their own limits and are stress-tested every year alongside credit, market and insurance risk.',
              'Для климатических, киберрисков и рисков недобросовестного поведения установлены отдельные лимиты; их ежегодно подвергают стресс-тестированию наравне с кредитным, рыночным и страховым риском.',
            ),
          ],
        },
      ],
    }),
  ],
})

const faq = heroPage({
  path: 'sustainability/faq',
  title: L('Sustainability FAQ', 'Вопросы и ответы об устойчивом развитии'),
  description: L(
    'Answers to common questions about Veltrana Group’s ESG work, by topic.',
    'Ответы на частые вопросы о работе Группы Велтрана в области ESG, по темам.',
  ),
  lead: L(
    'What investors, clients and journalists most often ask us about sustainability.',
    'Что инвесторы, клиенты и журналисты чаще всего спрашивают нас об устойчивом развитии.',
  ),
  heroTitle: L('Questions and answers', 'Вопросы и ответы'),
  blocks: async () => [
    {
      blockType: 'faqList',
      intro: L(
        'Choose a question to see its answer. Can’t find what you need? Write to esg@veltrana.example.',
        'Нажмите на вопрос, чтобы увидеть ответ. Не нашли нужного? Напишите на esg@veltrana.example.',
      ),
      categories: [],
    },
  ],
})

export const sustainabilityPages: PageSeed[] = [overview, commitment, governance, ratings, environment, social, corporateGovernance, faq]
