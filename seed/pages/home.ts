import { L, type Localized } from '../../platform/seed/localized'
import { mapInOrder } from '../../platform/seed/sequential'
import type { PageSeed, SeedContext } from '../../platform/seed/types'
import { ecosystemBlock } from './ecosystem'

// Three banners open films on the group's (invented) video site, in a new tab.
const VIDEO = 'https://video.veltrana.example'

type SlideSeed = { key: string; kicker: Localized<string>; headline: Localized<string>; alt: Localized<string>; url: string; linkLabel: Localized<string> }

const SLIDES: SlideSeed[] = [
  {
    key: 'annual-results',
    kicker: L('Annual results 2025', 'Годовые результаты 2025'),
    headline: L('A record 41 million retail clients and a dividend up 6\u00a0%', 'Рекордные 41\u00a0млн розничных клиентов и дивиденд выше на 6\u00a0%'),
    alt: L(
      'Illustration for the 2025 annual results: rising gold arcs over a navy horizon',
      'Иллюстрация к годовым результатам 2025 года: золотые дуги поднимаются над тёмно-синим горизонтом',
    ),
    url: '/about_us',
    linkLabel: L('See the results', 'Смотреть результаты'),
  },
  {
    key: 'strategy',
    kicker: L('Strategy 2030', 'Стратегия 2030'),
    headline: L('Integrated finance meets integrated care', 'Интегрированные финансы и интегрированная забота'),
    alt: L('Illustration for Strategy 2030: two soft circles merging into one', 'Иллюстрация к Стратегии 2030: два мягких круга сливаются в один'),
    url: '/about_us',
    linkLabel: L('Explore our strategy', 'О нашей стратегии'),
  },
  {
    key: 'business-model',
    kicker: L('Our business model', 'Наша бизнес-модель'),
    headline: L('One client, one account, every service the group offers', 'Один клиент, один аккаунт — все услуги группы'),
    alt: L('Illustration of the business model: connected shapes around a single centre', 'Иллюстрация бизнес-модели: связанные фигуры вокруг общего центра'),
    url: `${VIDEO}/business-model`,
    linkLabel: L('Watch the film', 'Смотреть фильм'),
  },
  {
    key: 'interim-results',
    kicker: L('Interim results 2026', 'Результаты за первое полугодие 2026'),
    headline: L('New business value grows for the sixth quarter in a row', 'Стоимость нового бизнеса растёт шестой квартал подряд'),
    alt: L(
      'Illustration for the 2026 interim results: steady lines climbing to the right',
      'Иллюстрация к результатам первого полугодия 2026 года: ровные линии поднимаются вправо',
    ),
    url: '/about_us',
    linkLabel: L('Read the highlights', 'Главное за полугодие'),
  },
  {
    key: 'anniversary',
    kicker: L('Ten years of Veltrana Health Cloud', 'Десять лет «Велтрана Облако Здоровья»'),
    headline: L('A decade of online doctors, 100 million consultations later', 'Десять лет онлайн-медицины и 100 миллионов консультаций'),
    alt: L(
      'Illustration for the Health Cloud anniversary: ten soft rings in teal and gold',
      'Иллюстрация к юбилею «Облака Здоровья»: десять мягких колец в бирюзовых и золотых тонах',
    ),
    url: `${VIDEO}/health-cloud-10`,
    linkLabel: L('Watch the anniversary film', 'Смотреть юбилейный фильм'),
  },
  {
    key: 'investors-day',
    kicker: L('Investors Day 2026', 'День инвестора 2026'),
    headline: L('Our plan for healthier, better-protected families to 2030', 'Наш план до 2030 года: здоровее и защищённее каждая семья'),
    alt: L(
      'Illustration for Investors Day 2026: a wide stage of navy and gold light',
      'Иллюстрация ко Дню инвестора 2026: широкая сцена в тёмно-синем и золотом свете',
    ),
    url: `${VIDEO}/investors-day-2026`,
    linkLabel: L('Watch the replay', 'Смотреть запись'),
  },
  {
    key: 'annual-report',
    kicker: L('Annual report 2025', 'Годовой отчёт 2025'),
    headline: L('How we created value for clients, people and shareholders', 'Как мы создаём ценность для клиентов, сотрудников и акционеров'),
    alt: L(
      'Illustration for the 2025 annual report: layered pages of colour fanning out',
      'Иллюстрация к годовому отчёту 2025 года: слои цвета раскрываются веером',
    ),
    url: '/about_us',
    linkLabel: L('Read the report', 'Читать отчёт'),
  },
  {
    key: 'healthy-ageing',
    kicker: L('Strategy in action', 'Стратегия в действии'),
    headline: L(
      'Twelve care residences and counting: our commitment to healthy ageing',
      'Двенадцать резиденций и новые на подходе: наш вклад в активное долголетие',
    ),
    alt: L(
      'Illustration of healthy ageing: warm gold light over calm violet shapes',
      'Иллюстрация активного долголетия: тёплый золотой свет над спокойными фиолетовыми формами',
    ),
    url: '/about_us',
    linkLabel: L('Our care for healthy ageing', 'Наш вклад в долголетие'),
  },
]

const CARDS = [
  {
    key: 'purpose',
    title: L('Our purpose', 'Наша миссия'),
    text: L('Why a financial group looks after health and later life.', 'Почему финансовая группа заботится о здоровье и старшем поколении.'),
    alt: L('Illustration of our purpose: a gold circle held by navy curves', 'Иллюстрация нашей миссии: золотой круг в окружении тёмно-синих линий'),
  },
  {
    key: 'integrated-finance',
    title: L('Integrated finance', 'Интегрированные финансы'),
    text: L('Protection, savings and credit that work as one.', 'Защита, сбережения и кредит, которые работают как одно целое.'),
    alt: L('Illustration of integrated finance: three overlapping circles', 'Иллюстрация интегрированных финансов: три пересекающихся круга'),
  },
  {
    key: 'care',
    title: L('Health and senior care', 'Здоровье и забота'),
    text: L('Clinics, home care and residences across the country.', 'Клиники, помощь на дому и резиденции по всей стране.'),
    alt: L('Illustration of health and senior care: soft teal waves', 'Иллюстрация заботы о здоровье: мягкие бирюзовые волны'),
  },
  {
    key: 'technology',
    title: L('Technology', 'Технологии'),
    text: L('3,200 engineers building the platforms behind every service.', '3\u00a0200 инженеров создают платформы для каждого сервиса.'),
    alt: L('Illustration of technology: fine lines linking points of light', 'Иллюстрация технологий: тонкие линии соединяют светящиеся точки'),
  },
]

async function bannerCarousel(ctx: SeedContext) {
  return {
    blockType: 'bannerCarousel',
    hero: {
      eyebrow: L('Veltrana Group · since 1988', 'Группа Велтрана · с 1988 года'),
      title: L('Finance, health and care for every stage of life', 'Финансы, здоровье и забота на каждом этапе жизни'),
      text: L(
        'Insurance, banking, asset management, health and senior care in one group, so one relationship looks after a family’s whole life.',
        'Страхование, банк, управление активами, здоровье и забота о старшем поколении в одной группе: одни отношения с клиентом — на всю жизнь семьи.',
      ),
      url: '/about_us',
      linkLabel: L('Discover the group', 'О группе'),
    },
    label: L('Highlights', 'Главное'),
    slides: await mapInOrder(SLIDES, async (slide) => ({
      image: await ctx.image(`banner:${slide.key}`, slide.alt, { width: 1400, height: 1200 }),
      kicker: slide.kicker,
      headline: slide.headline,
      url: slide.url,
      linkLabel: slide.linkLabel,
    })),
  }
}

export const homePage: PageSeed = {
  path: 'home',
  title: L('Veltrana Group', 'Группа Велтрана'),
  description: L(
    'Veltrana Group: an integrated financial, health and senior-care group serving 41 million clients since 1988.',
    'Группа Велтрана — интегрированная группа в сфере финансов, здоровья и заботы о старшем поколении. С 1988 года, 41\u00a0млн клиентов.',
  ),
  layout: async (ctx) => [
    await bannerCarousel(ctx),
    {
      blockType: 'cards',
      look: 'tiles',
      heading: L('Explore Veltrana', 'Знакомьтесь: Велтрана'),
      intro: L(
        'Four ways into the group, its businesses and the ideas behind them.',
        'Четыре способа узнать группу, её направления и идеи, на которых она построена.',
      ),
      numbered: true,
      cards: await mapInOrder(CARDS, async (card) => ({
        image: await ctx.image(`card:${card.key}`, card.alt, { width: 800, height: 600 }),
        title: card.title,
        text: card.text,
        url: '/about_us',
        linkLabel: L('Learn more', 'Подробнее'),
      })),
    },
    {
      blockType: 'newsColumn',
      heading: L('Latest news', 'Последние новости'),
      intro: L('Results, announcements and stories from across the group.', 'Результаты, объявления и истории со всей группы.'),
      limit: 3,
      allNewsUrl: '/media',
    },
    await ecosystemBlock(ctx),
    {
      blockType: 'subsidiaries',
      heading: L('Our companies', 'Наши компании'),
      intro: L(
        'Twenty-one companies make up Veltrana Group. Choose a business to highlight its companies; the rest of the list stays in view.',
        'В Группу Велтрана входит двадцать одна компания. Выберите направление, чтобы выделить его компании, — остальные останутся в списке.',
      ),
    },
    {
      blockType: 'location',
      heading: L('Head office', 'Центральный офис'),
      text: L(
        'Our reception is open on weekdays from 9:00 to 18:00. Please bring an identity document for your pass.',
        'Приёмная открыта по будням с 9:00 до 18:00. Для оформления пропуска возьмите с собой документ, удостоверяющий личность.',
      ),
    },
  ],
}
