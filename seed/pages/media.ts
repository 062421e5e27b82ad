import { REPORTS_PATH, withQuery } from '../../common/investors'
import { NEWS_ARCHIVE_PATH } from '../../common/news'
import { demoFormId, FORM_TITLES } from '../../features/forms/seed'
import { p, richText, ul } from '../../platform/seed/bilingualText'
import { logoVariantSvg, officeSvg } from '../../platform/seed/brandImages'
import { L, type Localized } from '../../platform/seed/localized'
import type { PageSeed, SeedContext } from '../../platform/seed/types'
import { heroPage } from './heroPage'

// The Media family: the newsroom, the media gallery and the press contacts.

type LogoVariant = 'horizontal' | 'vertical' | 'english'

const LOGO_ALT: Record<LogoVariant, Localized<string>> = {
  horizontal: L(
    'Horizontal Veltrana Group logo: the gold V mark beside the Russian name',
    'Горизонтальный логотип Группы Велтрана: золотой знак V рядом с названием на русском языке',
  ),
  vertical: L('Vertical Veltrana Group logo: the V mark above the Russian name', 'Вертикальный логотип Группы Велтрана: знак V над названием на русском языке'),
  english: L('Veltrana Group logo with the English name, white on navy', 'Логотип Группы Велтрана с названием на английском, белым на тёмно-синем'),
}

/** A logo sheet of the media kit; the newsroom's gallery card shows the horizontal one too. */
const logoPicture = (ctx: SeedContext, variant: LogoVariant) => ctx.picture(`logo:${variant}`, () => logoVariantSvg(variant), LOGO_ALT[variant])

const banner =
  (ctx: SeedContext, key: string, eyebrow: Localized<string>, title: Localized<string>, text: Localized<string>, url: string, linkLabel: Localized<string>) =>
  async () => ({
    image: await ctx.image(`media:banner:${key}`, L(`${title.en}: cover of the results presentation`, `${title.ru}: обложка презентации результатов`), {
      width: 1440,
      height: 900,
    }),
    eyebrow,
    title,
    text,
    url,
    linkLabel,
  })

const media = heroPage({
  path: 'media',
  title: L('Media', 'Медиа'),
  description: L(
    'News, results, stories and investor events of Veltrana Group, with the media gallery and press contacts.',
    'Новости, результаты, истории и события для инвесторов Группы Велтрана, медиагалерея и контакты для прессы.',
  ),
  lead: L('News, results, stories and investor events from across the group.', 'Новости, результаты, истории и события для инвесторов со всей группы.'),
  blocks: async (ctx) => {
    const banners = [
      banner(
        ctx,
        '9m-2026',
        L('Nine months 2026', 'Девять месяцев 2026 года'),
        L('Operating profit up 7.4\u00a0% on a comparable basis', 'Операционная прибыль выросла на 7,4\u00a0% в сопоставимых условиях'),
        L(
          'Retail clients reached 42.6 million; the combined ratio of our property insurers improved to 96.1\u00a0%.',
          'Число розничных клиентов достигло 42,6\u00a0млн, а комбинированный коэффициент убыточности в страховании имущества улучшился до 96,1\u00a0%.',
        ),
        withQuery(REPORTS_PATH, { year: 2026, kind: 'resultsPresentation' }),
        L('See the results', 'Смотреть результаты'),
      ),
      banner(
        ctx,
        'interim-2026',
        L('Interim results 2026', 'Промежуточные результаты 2026 года'),
        L('New business value grows for the sixth quarter in a row', 'Стоимость нового бизнеса растёт шестой квартал подряд'),
        L(
          'Life and health premiums rose 11\u00a0%, led by products that combine cover with access to our clinics.',
          'Премии по страхованию жизни и здоровья выросли на 11\u00a0% благодаря продуктам, которые объединяют страховку и доступ в наши клиники.',
        ),
        withQuery(REPORTS_PATH, { year: 2026, kind: 'interimReport' }),
        L('See the results', 'Смотреть результаты'),
      ),
      banner(
        ctx,
        'investor-day-2026',
        L('Investors Day 2026', 'День инвестора 2026'),
        L('Integrated care: our strategy to 2030', 'Интегрированная забота: наша стратегия до 2030 года'),
        L('The presentation, the webcast and the answers to investors’ questions.', 'Презентация, запись трансляции и ответы на вопросы инвесторов.'),
        withQuery(REPORTS_PATH, { year: 2026, kind: 'other' }),
        L('Open the presentation', 'Открыть презентацию'),
      ),
      banner(
        ctx,
        'q1-2026',
        L('First quarter 2026', 'Первый квартал 2026 года'),
        L('A strong start: net profit up 9.2\u00a0%', 'Сильное начало года: чистая прибыль выросла на 9,2\u00a0%'),
        L(
          'Banking income grew on higher lending to small businesses; asset management brought in 38 billion roubles of new money.',
          'Банковские доходы выросли за счёт кредитования малого бизнеса, а в управление активами привлечено 38\u00a0млрд рублей новых средств.',
        ),
        withQuery(REPORTS_PATH, { year: 2026, kind: 'resultsPresentation' }),
        L('See the results', 'Смотреть результаты'),
      ),
      banner(
        ctx,
        'annual-2025',
        L('Annual results 2025', 'Годовые результаты 2025 года'),
        L('A record 41 million retail clients', 'Рекордные 41\u00a0млн розничных клиентов'),
        L(
          'Dividend per share raised for the twelfth year running; the annual report and the sustainability report are out.',
          'Дивиденд на акцию повышен двенадцатый год подряд; опубликованы годовой отчёт и отчёт об устойчивом развитии.',
        ),
        withQuery(REPORTS_PATH, { year: 2025 }),
        L('See the results', 'Смотреть результаты'),
      ),
    ]
    const photo = async (key: string, title: Localized<string>, alt: Localized<string>) => ({
      image: await ctx.image(`media:photo:${key}`, alt, { width: 1500, height: 1000 }),
      title,
    })
    return [
      {
        blockType: 'newsList',
        kicker: 'news',
        heading: L('Latest from the group', 'Последние события группы'),
        limit: 6,
        url: NEWS_ARCHIVE_PATH,
      },
      {
        blockType: 'imageCarousel',
        look: 'links',
        kicker: 'results',
        heading: L('Our latest results', 'Наши последние результаты'),
        slides: await Promise.all(banners.map((make) => make())),
        layout: { slides: 1, gap: 0, loop: true },
      },
      {
        blockType: 'promoCard',
        kicker: 'stories',
        title: L('Care that comes home: a day with our visiting nurses', 'Забота, которая приходит домой: один день с нашими патронажными сёстрами'),
        text: L(
          'Eight visits, two hundred kilometres and one tablet that links every patient to a doctor. We spent a day on the road with a Veltrana Care nurse in the Tver region.',
          'Восемь визитов, двести километров и один планшет, который связывает каждого пациента с врачом. Мы провели день в дороге с медсестрой «Велтрана Забота» в Тверской области.',
        ),
        image: await ctx.image(
          'media:promo:nurses',
          L('A visiting nurse’s car on a country road at dawn (illustration)', 'Машина патронажной сестры на сельской дороге на рассвете (иллюстрация)'),
          { width: 1400, height: 900 },
        ),
        url: '/about_us',
        linkLabel: L('Read the story', 'Читать историю'),
      },
      {
        blockType: 'imageCarousel',
        look: 'photos',
        kicker: 'perspectives',
        heading: L('How we see the decade ahead', 'Каким мы видим следующее десятилетие'),
        slides: [
          await photo(
            'longevity',
            L('Longevity: why a 100-year life changes insurance', 'Долголетие: почему жизнь длиной в сто лет меняет страхование'),
            L('An older couple walking in a park (illustration)', 'Пожилая пара на прогулке в парке (иллюстрация)'),
          ),
          await photo(
            'ai-care',
            L('Artificial intelligence in the clinic: a second opinion in seconds', 'Искусственный интеллект в клинике: второе мнение за секунды'),
            L('A doctor reviewing a scan on a screen (illustration)', 'Врач изучает снимок на экране (иллюстрация)'),
          ),
          await photo(
            'climate',
            L('Climate risk is now a pricing question', 'Климатический риск стал вопросом тарифов'),
            L('Storm clouds over a river town (illustration)', 'Грозовые тучи над городком у реки (иллюстрация)'),
          ),
          await photo(
            'small-business',
            L('Small businesses are the backbone of regional growth', 'Малый бизнес — опора роста регионов'),
            L('A bakery owner opening her shop in the morning (illustration)', 'Владелица пекарни открывает магазин утром (иллюстрация)'),
          ),
          await photo(
            'savings',
            L('Saving for later life starts earlier than you think', 'Копить на старость стоит раньше, чем кажется'),
            L('A young family planning a budget at the kitchen table (illustration)', 'Молодая семья планирует бюджет за кухонным столом (иллюстрация)'),
          ),
        ],
        layout: { slides: 1, breakpoints: [{ minWidth: 768, slides: 2 }], gap: 20, loop: true },
      },
      {
        blockType: 'eventCalendar',
        kicker: 'irEvents',
        heading: L('Coming up for investors', 'Ближайшие события для инвесторов'),
        show: 'next',
      },
      {
        blockType: 'cards',
        look: 'pictures',
        heading: L('Media gallery', 'Медиагалерея'),
        intro: L(
          'Logos, offices and images for publication, free to use in coverage of the group.',
          'Логотипы, офисы и изображения для публикаций — их можно свободно использовать в материалах о группе.',
        ),
        cards: [
          {
            image: await logoPicture(ctx, 'horizontal'),
            title: L('Logos', 'Логотипы'),
            text: L(
              'The group’s logo in its horizontal, vertical and English versions.',
              'Логотип группы в горизонтальном, вертикальном и английском вариантах.',
            ),
            url: '/media/media_gallery',
          },
          {
            image: await ctx.picture(
              'media:card:offices',
              () => officeSvg(11, 'twin'),
              L('The twin towers of the Veltrana head office at dusk (illustration)', 'Башни-близнецы головного офиса Велтраны в сумерках (иллюстрация)'),
            ),
            title: L('Offices', 'Офисы'),
            text: L('Our head office and regional centres, from Moscow to Shanghai.', 'Головной офис и региональные центры — от Москвы до Шанхая.'),
            url: '/media/media_gallery',
          },
          {
            image: await ctx.image(
              'media:card:events',
              L('A stage set for a results presentation (illustration)', 'Сцена, подготовленная к презентации результатов (иллюстрация)'),
              { width: 1200, height: 900 },
            ),
            title: L('Events', 'Мероприятия'),
            text: L('Photographs from results presentations, Investors Day and openings.', 'Фотографии с презентаций результатов, Дня инвестора и открытий.'),
            url: '/media/media_gallery',
          },
        ],
      },
    ]
  },
})

const gallery = heroPage({
  path: 'media/media_gallery',
  title: L('Media gallery', 'Медиагалерея'),
  description: L('Veltrana Group logos and photographs of our offices for the press.', 'Логотипы Группы Велтрана и фотографии наших офисов для прессы.'),
  lead: L('Our logos and photographs of our offices, ready for publication.', 'Наши логотипы и фотографии офисов, готовые к публикации.'),
  blocks: async (ctx) => {
    const logo = async (variant: LogoVariant, title: Localized<string>, text: Localized<string>) => ({
      image: await logoPicture(ctx, variant),
      title,
      text,
    })
    const office = async (seed: number, style: 'tower' | 'campus' | 'twin', title: Localized<string>, text: Localized<string>, alt: Localized<string>) => ({
      image: await ctx.picture(`office:${seed}`, () => officeSvg(seed, style), alt),
      title,
      text,
    })
    return [
      {
        blockType: 'imageCarousel',
        look: 'cards',
        heading: L('Logos', 'Логотипы'),
        intro: L(
          'Please use the logo as supplied: do not stretch, recolour or crop it, and leave clear space around it at least the height of the V.',
          'Используйте логотип в исходном виде: не растягивайте, не перекрашивайте и не обрезайте его, а свободное поле вокруг оставляйте не меньше высоты буквы V.',
        ),
        slides: [
          await logo(
            'horizontal',
            L('Horizontal logo', 'Горизонтальный логотип'),
            L('The main version, for most layouts.', 'Основной вариант для большинства макетов.'),
          ),
          await logo('vertical', L('Vertical logo', 'Вертикальный логотип'), L('For square and narrow spaces.', 'Для квадратных и узких форматов.')),
          await logo(
            'english',
            L('English logo', 'Логотип на английском'),
            L('For international publications, shown here on the group’s navy.', 'Для международных изданий; здесь — на фирменном тёмно-синем фоне.'),
          ),
        ],
        layout: {
          slides: 1,
          breakpoints: [
            { minWidth: 992, slides: 2 },
            { minWidth: 1200, slides: 3 },
          ],
          gap: 20,
          loop: false,
        },
      },
      {
        blockType: 'imageCarousel',
        look: 'cards',
        heading: L('Our offices', 'Наши офисы'),
        intro: L(
          'The head office in Moscow, our regional centres and the representative office in Shanghai.',
          'Головной офис в Москве, региональные центры и представительство в Шанхае.',
        ),
        slides: [
          await office(
            1,
            'twin',
            L('Veltrana Towers, Moscow', 'Башни Велтраны, Москва'),
            L(
              'The head office on Sadovnicheskaya Street, home to 4,200 colleagues.',
              'Головной офис на Садовнической улице, где работают 4\u00a0200 сотрудников.',
            ),
            L('Two glass towers of the Moscow head office at dusk (illustration)', 'Две стеклянные башни головного офиса в Москве в сумерках (иллюстрация)'),
          ),
          await office(
            2,
            'tower',
            L('Financial centre, Saint Petersburg', 'Финансовый центр, Санкт-Петербург'),
            L('Banking and asset management for the north-west.', 'Банковские услуги и управление активами для Северо-Запада.'),
            L('A glass office tower in Saint Petersburg (illustration)', 'Стеклянная офисная башня в Санкт-Петербурге (иллюстрация)'),
          ),
          await office(
            3,
            'campus',
            L('Technology campus, Kazan', 'Технологический кампус, Казань'),
            L('Where our engineers build Veltrana Health Cloud.', 'Здесь наши инженеры создают «Велтрана Облако Здоровья».'),
            L('A long low technology campus in Kazan (illustration)', 'Длинное невысокое здание технологического кампуса в Казани (иллюстрация)'),
          ),
          await office(
            4,
            'tower',
            L('Regional centre, Yekaterinburg', 'Региональный центр, Екатеринбург'),
            L('Insurance and claims for the Urals.', 'Страхование и урегулирование убытков для Урала.'),
            L('An office tower in Yekaterinburg at dusk (illustration)', 'Офисная башня в Екатеринбурге в сумерках (иллюстрация)'),
          ),
          await office(
            5,
            'campus',
            L('Care and clinics centre, Novosibirsk', 'Центр медицины и заботы, Новосибирск'),
            L('The hub of our clinics and senior residences in Siberia.', 'Центр наших клиник и резиденций для старшего поколения в Сибири.'),
            L('A low clinic and office building in Novosibirsk (illustration)', 'Невысокое здание клиники и офиса в Новосибирске (иллюстрация)'),
          ),
          await office(
            6,
            'twin',
            L('Representative office, Lujiazui, Shanghai', 'Представительство, Луцзяцзуй, Шанхай'),
            L(
              'Our link with partners and investors in Asia, in Shanghai’s financial district.',
              'Связь с партнёрами и инвесторами в Азии — в финансовом районе Шанхая.',
            ),
            L(
              'Office towers in the Lujiazui financial district of Shanghai (illustration)',
              'Офисные башни в финансовом районе Луцзяцзуй в Шанхае (иллюстрация)',
            ),
          ),
        ],
        layout: {
          slides: 1,
          breakpoints: [
            { minWidth: 576, slides: 1 },
            { minWidth: 640, slides: 2 },
            { minWidth: 992, slides: 3 },
            { minWidth: 1200, slides: 4 },
          ],
          gap: 10,
          loop: false,
        },
      },
      {
        blockType: 'richText',
        content: richText(
          p(
            'All images on this page may be used free of charge in editorial coverage of Veltrana Group, with the credit “Veltrana Group”. For high-resolution files, other formats or photographs of our leaders, please contact the press office.',
            'Все изображения на этой странице можно бесплатно использовать в редакционных материалах о Группе Велтрана с подписью «Группа Велтрана». За файлами в высоком разрешении, другими форматами и фотографиями руководителей обращайтесь в пресс-службу.',
          ),
        ),
      },
    ]
  },
})

const pressContacts = heroPage({
  path: 'media/press_contacts',
  title: L('Press contacts', 'Контакты для прессы'),
  description: L(
    'How journalists can reach the Veltrana Group press office, and where to follow us.',
    'Как журналистам связаться с пресс-службой Группы Велтрана и где следить за нашими новостями.',
  ),
  lead: L(
    'Our press office answers journalists’ questions on working days from 9:00 to 19:00 Moscow time.',
    'Пресс-служба отвечает на вопросы журналистов по рабочим дням с 9:00 до 19:00 по московскому времени.',
  ),
  blocks: async (ctx) => [
    {
      blockType: 'mediaContact',
      heading: L('Press office', 'Пресс-служба'),
      text: L(
        'Write to us with requests for comments, interviews and accreditation. We reply within one working day.',
        'Пишите нам с запросами комментариев, интервью и аккредитации. Мы отвечаем в течение одного рабочего дня.',
      ),
      email: 'press@veltrana.example',
      phone: '+7\u00a0495\u00a0198-80-15',
    },
    {
      blockType: 'socialLinks',
      heading: L('Follow us', 'Мы в соцсетях'),
      text: L('News, results and stories from across the group, as they happen.', 'Новости, результаты и истории со всей группы — сразу, как они появляются.'),
      networks: ['x', 'facebook', 'linkedin', 'youtube'],
    },
    {
      blockType: 'form',
      heading: L('Send a request', 'Отправить запрос'),
      intro: L(
        'For comments, interviews and accreditation: tell us who you write for and by when you need the answer.',
        'Для комментариев, интервью и аккредитации: расскажите, для какого издания вы пишете и к какому сроку нужен ответ.',
      ),
      form: await demoFormId(ctx, FORM_TITLES.press),
    },
    {
      blockType: 'richText',
      content: richText(
        p('**When you write to us, please include:**', '**В письме, пожалуйста, укажите:**'),
        ul(
          ['the name of your publication or channel;', 'your question, or the topic of the interview;', 'your deadline.'],
          ['название издания или канала;', 'ваш вопрос или тему интервью;', 'срок, к которому нужен ответ.'],
        ),
        p(
          'Clients with questions about their policies, accounts or appointments should call our client line on [+7\u00a0495\u00a0198-80-00](tel:+74951988000) or [write to us](/contact_us): the press office cannot discuss individual clients.',
          'Клиентам с вопросами о полисах, счетах и записи к врачу лучше позвонить на линию для клиентов по номеру [+7\u00a0495\u00a0198-80-00](tel:+74951988000) или [написать нам](/contact_us): пресс-служба не обсуждает дела отдельных клиентов.',
        ),
      ),
    },
  ],
})

export const mediaPages: PageSeed[] = [media, gallery, pressContacts]
