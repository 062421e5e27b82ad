import { h2, p, richText, ul } from '../../platform/seed/bilingualText'
import { L } from '../../platform/seed/localized'
import { mapInOrder } from '../../platform/seed/sequential'
import type { PageSeed } from '../../platform/seed/types'
import { ecosystemBlock } from './ecosystem'

// About us, Who we are and Our business: the group described from three angles.

export const aboutUsPage: PageSeed = {
  path: 'about_us',
  title: L('About us', 'О нас'),
  description: L(
    'Veltrana Group is an integrated financial, health and senior-care group founded in 1988.',
    'Группа Велтрана — интегрированная группа в сфере финансов, здоровья и заботы о старшем поколении, основанная в 1988 году.',
  ),
  layout: async (ctx) => [
    {
      blockType: 'hero',
      title: L('About us', 'О нас'),
      subtitle: L(
        'An integrated financial, health and senior-care group, founded in 1988 and trusted today by 41 million clients.',
        'Интегрированная группа в сфере финансов, здоровья и заботы о старшем поколении. Основана в 1988 году, сегодня ей доверяют 41 миллион клиентов.',
      ),
      image: await ctx.image(
        'hero:about_us',
        L(
          'Illustration for About us: a broad navy landscape under a warm gold sky',
          'Иллюстрация к разделу «О нас»: широкий тёмно-синий пейзаж под тёплым золотым небом',
        ),
        { width: 1920, height: 900 },
      ),
    },
    {
      blockType: 'richText',
      content: richText(
        p(
          'Veltrana began in 1988 as a small insurer with one office and a simple promise: to be there when a client needs us. Today that promise covers insurance, banking, asset management, health and senior care.',
          'Велтрана начиналась в 1988 году как небольшая страховая компания с одним офисом и простым обещанием — быть рядом, когда клиенту нужна помощь. Сегодня это обещание распространяется на страхование, банковские услуги, управление активами, здоровье и заботу о старшем поколении.',
        ),
        p(
          'We believe that money and health are two sides of a good life. That is why a Veltrana client can protect the family, save, borrow, invest and see a doctor within one group, and why we keep investing in the technology that makes it simple.',
          'Мы уверены, что деньги и здоровье — две стороны хорошей жизни. Поэтому клиент Велтраны может защитить семью, копить, брать кредиты, инвестировать и обращаться к врачу в пределах одной группы, а мы продолжаем вкладываться в технологии, которые делают всё это простым.',
        ),
      ),
    },
    {
      blockType: 'videoPoster',
      image: await ctx.image(
        'poster:about:desktop',
        L(
          'Poster for the group film: a calm panorama in navy, teal and gold',
          'Постер фильма о группе: спокойная панорама в тёмно-синих, бирюзовых и золотых тонах',
        ),
        { width: 1920, height: 800 },
      ),
      mobileImage: await ctx.image(
        'poster:about:mobile',
        L('Poster for the group film: tall bands of navy, teal and gold', 'Постер фильма о группе: вертикальные полосы тёмно-синего, бирюзового и золотого'),
        { width: 800, height: 1120 },
      ),
      heading: L('Care that lasts a lifetime', 'Забота на всю жизнь'),
      boldLine: L('41 million clients trust us with their savings and their health.', '41 миллион клиентов доверяют нам свои сбережения и здоровье.'),
      smallLine: L('Figures as at 31 December 2025.', 'Данные на 31 декабря 2025 года.'),
      url: '/',
      linkLabel: L('Discover Veltrana', 'Знакомьтесь: Велтрана'),
    },
    await ecosystemBlock(ctx),
    {
      blockType: 'counterSlider',
      name: L('Life at Veltrana', 'Жизнь в Велтране'),
      header: L('People who care about people', 'Люди, которые заботятся о людях'),
      main: L(
        'Agents, bankers, doctors, nurses and engineers: 55,080 colleagues in 84 cities. What unites them is the habit of asking what a client will need next, and being ready before they ask.',
        'Агенты, банкиры, врачи, медсёстры и инженеры — 55\u00a0080 коллег в 84 городах. Их объединяет привычка думать о том, что понадобится клиенту завтра, и быть готовыми раньше, чем он попросит.',
      ),
      url: '/about_us',
      label: L('Life at Veltrana in pictures', 'Жизнь в Велтране в фотографиях'),
      images: await mapInOrder(
        [
          L(
            'Illustration of teamwork: overlapping warm shapes in gold and navy',
            'Иллюстрация командной работы: пересекающиеся тёплые формы в золотых и тёмно-синих тонах',
          ),
          L('Illustration of care: gentle teal curves around a bright centre', 'Иллюстрация заботы: мягкие бирюзовые изгибы вокруг светлого центра'),
          L('Illustration of learning: layered violet arcs rising to the right', 'Иллюстрация обучения: фиолетовые дуги, поднимающиеся вправо'),
        ],
        async (alt, i) => ({ image: await ctx.image(`slider:about:${i + 1}`, alt, { width: 1200, height: 800 }) }),
      ),
    },
  ],
}

const WHO_SLIDES = [
  {
    title: L('A group built around the client', 'Группа, построенная вокруг клиента'),
    text: L(
      'Every business in the group shares one client profile, so a family deals with Veltrana, not with a dozen separate companies.',
      'Все компании группы работают с единым профилем клиента, поэтому семья имеет дело с Велтраной, а не с десятком разных компаний.',
    ),
    alt: L(
      'Illustration of a client-centred group: circles gathered around a gold centre',
      'Иллюстрация группы, построенной вокруг клиента: круги вокруг золотого центра',
    ),
  },
  {
    title: L('Protection for 41 million people', 'Защита для 41 миллиона человек'),
    text: L(
      'From the first policy for a newborn to a pension paid for life, our insurers stand behind families at every stage.',
      'От первого полиса для новорождённого до пожизненной пенсии — наши страховщики поддерживают семьи на каждом этапе жизни.',
    ),
    alt: L('Illustration of protection: a broad navy arc sheltering smaller shapes', 'Иллюстрация защиты: широкая тёмно-синяя дуга укрывает небольшие фигуры'),
  },
  {
    title: L('Care close to home', 'Забота рядом с домом'),
    text: L(
      'Clinics, home nurses and care residences mean that the help our clients pay for is help they can reach.',
      'Клиники, патронажные медсёстры и резиденции делают так, что помощь, за которую платят наши клиенты, всегда рядом.',
    ),
    alt: L(
      'Illustration of care close to home: soft teal waves around a warm light',
      'Иллюстрация заботы рядом с домом: мягкие бирюзовые волны вокруг тёплого света',
    ),
  },
  {
    title: L('Technology with a human touch', 'Технологии с человеческим лицом'),
    text: L(
      'Our engineers build tools that give agents, bankers and doctors more time for the conversations that matter.',
      'Наши инженеры создают инструменты, которые освобождают агентам, банкирам и врачам время для действительно важных разговоров.',
    ),
    alt: L(
      'Illustration of technology with a human touch: fine light lines over a warm background',
      'Иллюстрация технологий с человеческим лицом: тонкие светлые линии на тёплом фоне',
    ),
  },
]

export const whoWeArePage: PageSeed = {
  path: 'about_us/who_we_are',
  title: L('Who we are', 'Кто мы'),
  description: L(
    'People, purpose and the numbers behind Veltrana Group: 55,080 employees, 20,000 partner clinics and 3,000 branches.',
    'Люди, миссия и цифры Группы Велтрана: 55\u00a0080 сотрудников, 20\u00a0000 клиник-партнёров и 3\u00a0000 отделений.',
  ),
  layout: async (ctx) => [
    {
      blockType: 'imageCarousel',
      look: 'banners',
      label: L('Who we are in four pictures', 'Кто мы — в четырёх кадрах'),
      slides: await mapInOrder(WHO_SLIDES, async (slide, i) => ({
        image: await ctx.image(`who:${i + 1}`, slide.alt, { width: 1400, height: 875 }),
        title: slide.title,
        text: slide.text,
      })),
    },
    {
      blockType: 'richText',
      content: richText(
        h2('Our purpose', 'Наша миссия'),
        p(
          'We help people live longer, healthier and more secure lives. Financial protection is only half of that promise; the other half is making sure the care, advice and support behind it are there when needed.',
          'Мы помогаем людям жить дольше, здоровее и увереннее. Финансовая защита — лишь половина этого обещания; вторая половина — чтобы медицинская помощь, совет и поддержка были доступны именно тогда, когда они нужны.',
        ),
        h2('What we do', 'Чем мы занимаемся'),
        p(
          'Veltrana brings six businesses together under one roof. Each is strong on its own; together they let us serve a family as a whole.',
          'Велтрана объединяет шесть направлений бизнеса. Каждое сильно само по себе, а вместе они позволяют нам заботиться о семье целиком.',
        ),
        ul(
          [
            '**Insurance**: life and health, property and casualty, and the investment of insurance funds.',
            '**Banking**: everyday accounts, cards, mortgages and loans for people and businesses.',
            '**Asset management**: securities, trust and financial leasing.',
            '**Integrated finance**: one account and one adviser for every product of the group.',
            '**Health and senior care**: clinics, online doctors, home care and care residences.',
            '**Technology**: the platforms, data and AI that power all of the above.',
          ],
          [
            '**Страхование**: жизнь и здоровье, имущество и ответственность, инвестирование страховых резервов.',
            '**Банковские услуги**: счета, карты, ипотека и кредиты для частных клиентов и бизнеса.',
            '**Управление активами**: ценные бумаги, доверительное управление и финансовый лизинг.',
            '**Интегрированные финансы**: единый аккаунт и персональный консультант для всех продуктов группы.',
            '**Здоровье и забота о старшем поколении**: клиники, онлайн-врачи, помощь на дому и резиденции.',
            '**Технологии**: платформы, данные и искусственный интеллект, на которых работает всё перечисленное.',
          ],
        ),
        h2('How we work', 'Как мы работаем'),
        p(
          'We keep decisions close to clients. Regional teams run our branches and clinics; group functions set common standards for risk, data and service, and make sure that a client’s experience is the same in every city.',
          'Мы принимаем решения как можно ближе к клиенту. Отделениями и клиниками управляют региональные команды, а функции группы задают общие стандарты работы с рисками, данными и сервисом, чтобы в любом городе клиент получал одинаково хорошее обслуживание.',
        ),
      ),
    },
    {
      blockType: 'figures',
      heading: L('Veltrana in numbers', 'Велтрана в цифрах'),
      intro: L('As at 31 December 2025.', 'Данные на 31 декабря 2025 года.'),
      items: [
        { value: 55080, label: L('employees across the group', 'сотрудников во всей группе') },
        { value: 20000, label: L('partner clinics in our care network', 'клиник-партнёров в нашей медицинской сети') },
        { value: 3000, label: L('branches and service points', 'отделений и точек обслуживания') },
      ],
    },
    {
      blockType: 'richText',
      content: richText(
        h2('Our values', 'Наши ценности'),
        ul(
          [
            '**Integrity.** We say what we do and do what we say, in every contract and every conversation.',
            '**Care.** We treat each client the way we would want our own parents to be treated.',
            '**Prudence.** We look after other people’s money and health, so we take risks we understand.',
            '**Progress.** We keep improving, and we share what works across the group.',
          ],
          [
            '**Честность.** Мы говорим, что делаем, и делаем, что говорим, — в каждом договоре и каждом разговоре.',
            '**Забота.** Мы относимся к каждому клиенту так, как хотели бы, чтобы относились к нашим родителям.',
            '**Осмотрительность.** Мы бережём чужие деньги и здоровье, поэтому принимаем только понятные нам риски.',
            '**Развитие.** Мы постоянно совершенствуемся и делимся удачными решениями внутри группы.',
          ],
        ),
      ),
    },
  ],
}

const BUSINESS_CARDS = [
  {
    key: 'integrated-finance',
    title: L('Integrated finance', 'Интегрированные финансы'),
    text: L(
      'One account, one adviser and one app for insurance, banking and investment.',
      'Один аккаунт, один консультант и одно приложение для страхования, банковских услуг и инвестиций.',
    ),
    url: '/about_us/our_business/integrated_finance',
    alt: L('Illustration of integrated finance: three circles joined in the middle', 'Иллюстрация интегрированных финансов: три круга, соединённые в центре'),
  },
  {
    key: 'technology',
    title: L('Technology', 'Технологии'),
    text: L(
      'Cloud, data and AI platforms that serve every business of the group.',
      'Облачные платформы, данные и ИИ, на которых работает каждое направление группы.',
    ),
    url: '/about_us/our_business/integrated_finance',
    alt: L('Illustration of technology: a network of fine light lines on deep blue', 'Иллюстрация технологий: сеть тонких светлых линий на тёмно-синем фоне'),
  },
  {
    key: 'health',
    title: L('Health and senior care', 'Здоровье и забота о старшем поколении'),
    text: L('Clinics, online doctors, home care and residences for later life.', 'Клиники, онлайн-врачи, помощь на дому и резиденции для старшего поколения.'),
    url: '/about_us/our_business/health_and_senior_care',
    alt: L(
      'Illustration of health and senior care: calm teal curves around a warm light',
      'Иллюстрация здоровья и заботы: спокойные бирюзовые изгибы вокруг тёплого света',
    ),
  },
  {
    key: 'sustainability',
    title: L('Sustainability', 'Устойчивое развитие'),
    text: L('Responsible investment, green operations and inclusive finance.', 'Ответственные инвестиции, экологичная работа и доступные финансы.'),
    url: '/sustainability',
    alt: L(
      'Illustration of sustainability: green and gold layers like a hillside',
      'Иллюстрация устойчивого развития: зелёные и золотые слои, похожие на склон холма',
    ),
  },
]

const FILMS = [
  {
    title: L('Integrated finance in practice', 'Интегрированные финансы на практике'),
    alt: L(
      'Still from the film on integrated finance: joined circles on navy',
      'Кадр из фильма об интегрированных финансах: соединённые круги на тёмно-синем фоне',
    ),
  },
  {
    title: L('Inside Veltrana Health Cloud', 'Как устроено «Облако Здоровья»'),
    alt: L('Still from the film on Health Cloud: soft teal shapes', 'Кадр из фильма об «Облаке Здоровья»: мягкие бирюзовые формы'),
  },
  {
    title: L('A day at Veltrana Care', 'Один день в «Велтрана Забота»'),
    alt: L('Still from the film on Veltrana Care: warm gold light', 'Кадр из фильма о «Велтрана Забота»: тёплый золотой свет'),
  },
  {
    title: L('Our sustainability journey', 'Наш путь к устойчивому развитию'),
    alt: L('Still from the film on sustainability: green layered hills', 'Кадр из фильма об устойчивом развитии: зелёные холмы'),
  },
]

export const ourBusinessPage: PageSeed = {
  path: 'about_us/our_business',
  title: L('Our business', 'Наш бизнес'),
  description: L(
    'Integrated finance, technology, health and senior care, and sustainability: how the businesses of Veltrana Group work together.',
    'Интегрированные финансы, технологии, здоровье и забота о старшем поколении, устойчивое развитие: как работают вместе направления Группы Велтрана.',
  ),
  layout: async (ctx) => [
    {
      blockType: 'hero',
      title: L('Our business', 'Наш бизнес'),
      subtitle: L(
        'Integrated finance, technology, health and senior care, working as one.',
        'Интегрированные финансы, технологии, здоровье и забота о старшем поколении — как единое целое.',
      ),
      image: await ctx.image(
        'hero:our_business',
        L('Illustration for Our business: interlocking navy and gold shapes', 'Иллюстрация к разделу «Наш бизнес»: переплетённые тёмно-синие и золотые формы'),
        { width: 1920, height: 900 },
      ),
    },
    {
      blockType: 'richText',
      content: richText(
        p(
          'Most financial groups grow by adding products. We grew by following our clients: from insurance into savings and banking, from health insurance into clinics, and from pensions into care for later life.',
          'Большинство финансовых групп растут, добавляя новые продукты. Мы росли вслед за клиентами: от страхования — к сбережениям и банковским услугам, от медицинского страхования — к клиникам, от пенсий — к заботе о старшем поколении.',
        ),
        p(
          'Today our businesses share clients, data and technology. A client who buys a policy from one of them can be served by all of them, and each business is better at its job because the others are there.',
          'Сегодня наши направления объединяют клиенты, данные и технологии. Клиент, купивший полис у одной компании группы, может воспользоваться услугами всех остальных, а каждое направление работает лучше благодаря соседству с другими.',
        ),
      ),
    },
    {
      blockType: 'cards',
      look: 'tiles',
      heading: L('What we focus on', 'На чём мы сосредоточены'),
      numbered: false,
      cards: await mapInOrder(BUSINESS_CARDS, async (card) => ({
        image: await ctx.image(`business:${card.key}`, card.alt, { width: 800, height: 600 }),
        title: card.title,
        text: card.text,
        url: card.url,
        linkLabel: L('Learn more', 'Подробнее'),
      })),
    },
    {
      blockType: 'videoTiles',
      heading: L('Our business on film', 'Наш бизнес в кино'),
      intro: L('Short films about the people and ideas behind our businesses.', 'Короткие фильмы о людях и идеях, которые стоят за нашими направлениями.'),
      tiles: await mapInOrder(FILMS, async (film, i) => ({
        image: await ctx.image(`film:${i + 1}`, film.alt, { width: 800, height: 600 }),
        title: film.title,
        // All four films are chapters of one video page.
        url: 'https://video.veltrana.example/our-business',
      })),
    },
  ],
}
