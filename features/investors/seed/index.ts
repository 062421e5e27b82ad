import type { Payload } from 'payload'
import type { DocumentKind, DocumentPeriod, EventKind } from '../../../common/investors'
import { createLocalized } from '../../../platform/seed/create'
import { L, type Localized } from '../../../platform/seed/localized'
import { demoPdf } from './demoPdf'
import { zonedTimeToUtc } from './zonedTime'

// The investor section's demo content: four years of reports and presentations as generated
// PDFs, and a financial calendar with past and coming events. Every figure is invented.

const BRAND = { en: 'Veltrana Group', ru: 'Группа Велтрана' }
const FOOTER = L('Veltrana Group PLC · 24 Sadovnicheskaya Street, Moscow', 'ПАО «Группа Велтрана» · Москва, ул. Садовническая, д. 24')

type DocumentSeed = {
  /** The file name's stem: veltrana-<key>-en.pdf. */
  key: string
  kind: DocumentKind
  year: number
  period: DocumentPeriod
  date: string
  title: Localized<string>
  /** How the cover names the period. */
  periodText: Localized<string>
  paragraphs: Localized<string[]>
  /** Only an English file (Russian readers are offered it). */
  englishOnly?: boolean
}

const fullYear = (year: number) => L(`Year ended 31 December ${year}`, `Год, закончившийся 31 декабря ${year} г.`)
const firstHalf = (year: number) => L(`Six months ended 30 June ${year}`, `Шесть месяцев, закончившихся 30 июня ${year} г.`)
const firstQuarter = (year: number) => L(`Three months ended 31 March ${year}`, `Три месяца, закончившихся 31 марта ${year} г.`)
const nineMonths = (year: number) => L(`Nine months ended 30 September ${year}`, `Девять месяцев, закончившихся 30 сентября ${year} г.`)

/** The year's story, as the reports of that year tell it. */
const YEARS: Record<number, Localized<string[]>> = {
  2023: L(
    [
      'Operating profit attributable to shareholders rose 5.1\u00a0% to 142.7 billion roubles. Every business line grew, led by life and health insurance.',
      'We opened eleven Veltrana Clinics and our second senior residence, in Nizhny Novgorod. Retail clients reached 38.2 million.',
      'The board proposes a dividend of 24.50 roubles per share, up for the tenth year in a row.',
    ],
    [
      'Операционная прибыль, приходящаяся на акционеров, выросла на 5,1\u00a0% и составила 142,7\u00a0млрд рублей. Росли все направления бизнеса, и прежде всего страхование жизни и здоровья.',
      'Мы открыли одиннадцать «Клиник Велтрана» и вторую резиденцию для старшего поколения — в Нижнем Новгороде. Число розничных клиентов достигло 38,2\u00a0млн.',
      'Совет директоров рекомендует дивиденд 24,50 рубля на акцию — он растёт десятый год подряд.',
    ],
  ),
  2024: L(
    [
      'Operating profit attributable to shareholders rose 6.3\u00a0% to 151.7 billion roubles; the return on equity was 16.8\u00a0%.',
      'Veltrana Health Cloud passed 60 million online consultations, and a third of our retail clients now use two or more of our services.',
      'The board proposes a dividend of 26.30 roubles per share, up for the eleventh year in a row.',
    ],
    [
      'Операционная прибыль, приходящаяся на акционеров, выросла на 6,3\u00a0% и составила 151,7\u00a0млрд рублей; рентабельность капитала — 16,8\u00a0%.',
      'Через «Велтрана Облако Здоровья» прошло более 60\u00a0млн онлайн-консультаций, а треть розничных клиентов пользуется двумя и более нашими услугами.',
      'Совет директоров рекомендует дивиденд 26,30 рубля на акцию — он растёт одиннадцатый год подряд.',
    ],
  ),
  2025: L(
    [
      'Operating profit attributable to shareholders rose 6.9\u00a0% to 162.2 billion roubles, and retail clients reached a record 41 million.',
      'We issued our first green bond, 15 billion roubles for energy-efficient clinics and residences, and joined the net-zero insurance alliance.',
      'The board proposes a dividend of 28.40 roubles per share, up for the twelfth year in a row.',
    ],
    [
      'Операционная прибыль, приходящаяся на акционеров, выросла на 6,9\u00a0% и составила 162,2\u00a0млрд рублей, а число розничных клиентов достигло рекордных 41\u00a0млн.',
      'Мы выпустили первые зелёные облигации — 15\u00a0млрд рублей на энергоэффективные клиники и резиденции — и присоединились к альянсу страховщиков за нулевые выбросы.',
      'Совет директоров рекомендует дивиденд 28,40 рубля на акцию — он растёт двенадцатый год подряд.',
    ],
  ),
  2026: L(
    [
      'Operating profit attributable to shareholders rose 7.4\u00a0% on a comparable basis, with growth in every business line.',
      'Life and health premiums grew 11\u00a0%, led by policies that combine cover with appointments at Veltrana Clinics; the combined ratio of our property insurers improved to 96.1\u00a0%.',
      'The solvency ratio stood at 231\u00a0%, and we confirm our guidance for the full year.',
    ],
    [
      'Операционная прибыль, приходящаяся на акционеров, выросла на 7,4\u00a0% в сопоставимых условиях; рост показали все направления бизнеса.',
      'Премии по страхованию жизни и здоровья выросли на 11\u00a0% благодаря полисам, в которые входят приёмы в «Клиниках Велтрана»; комбинированный коэффициент убыточности в страховании имущества улучшился до 96,1\u00a0%.',
      'Коэффициент платёжеспособности составил 231\u00a0%, и мы подтверждаем прогноз на год.',
    ],
  ),
}

const annualReport = (year: number, date: string): DocumentSeed => ({
  key: `annual-report-${year}`,
  kind: 'annualReport',
  year,
  period: 'year',
  date,
  title: L(`Annual report ${year}`, `Годовой отчёт за ${year} год`),
  periodText: fullYear(year),
  paragraphs: YEARS[year]!,
})

const interimReport = (year: number, date: string): DocumentSeed => ({
  key: `interim-report-h1-${year}`,
  kind: 'interimReport',
  year,
  period: 'h1',
  date,
  title: L(`Interim report, first half ${year}`, `Промежуточный отчёт за первое полугодие ${year} года`),
  periodText: firstHalf(year),
  paragraphs: YEARS[year]!,
})

const presentation = (
  key: string,
  year: number,
  period: DocumentPeriod,
  date: string,
  title: Localized<string>,
  periodText: Localized<string>,
): DocumentSeed => ({
  key: `results-presentation-${key}`,
  kind: 'resultsPresentation',
  year,
  period,
  date,
  title,
  periodText,
  paragraphs: YEARS[year]!,
})

const esgReport = (year: number, date: string): DocumentSeed => ({
  key: `sustainability-report-${year}`,
  kind: 'esgReport',
  year,
  period: 'year',
  date,
  title: L(`Sustainability report ${year}`, `Отчёт об устойчивом развитии за ${year} год`),
  periodText: fullYear(year),
  paragraphs: L(
    [
      'Our emissions from offices, clinics and residences fell 9\u00a0% against the year before, and 64\u00a0% of the electricity we used came from renewable sources.',
      'We trained 3,000 volunteers in digital skills for older people, and 40\u00a0% of the board’s seats are held by independent directors.',
    ],
    [
      'Выбросы наших офисов, клиник и резиденций сократились на 9\u00a0% к предыдущему году, а 64\u00a0% потреблённой электроэнергии получено из возобновляемых источников.',
      'Мы подготовили 3\u00a0000 волонтёров, которые учат людей старшего возраста цифровым навыкам, а 40\u00a0% мест в совете директоров занимают независимые директора.',
    ],
  ),
})

/** Newest first, as the library lists them. */
export const documentSeeds: DocumentSeed[] = [
  presentation(
    '9m-2026',
    2026,
    'q3',
    '2026-10-28',
    L('Results presentation, nine months 2026', 'Презентация результатов за девять месяцев 2026 года'),
    nineMonths(2026),
  ),
  interimReport(2026, '2026-08-26'),
  presentation(
    'h1-2026',
    2026,
    'h1',
    '2026-08-26',
    L('Results presentation, first half 2026', 'Презентация результатов за первое полугодие 2026 года'),
    firstHalf(2026),
  ),
  {
    key: 'investor-day-2026',
    kind: 'other',
    year: 2026,
    period: 'year',
    date: '2026-05-19',
    title: L('Investor Day 2026: integrated care, our strategy to 2030', 'День инвестора 2026: интегрированная забота, наша стратегия до 2030 года'),
    periodText: L('Investor Day, 19 May 2026', 'День инвестора, 19 мая 2026 г.'),
    paragraphs: L(
      [
        'By 2030 we aim for half of our retail clients to use two or more of our services, and for health and senior care to bring a fifth of operating profit.',
        'We plan to open 120 clinics and 14 senior residences, and to connect every one of them to Veltrana Health Cloud.',
      ],
      [
        'К 2030 году мы хотим, чтобы половина розничных клиентов пользовалась двумя и более нашими услугами, а здравоохранение и забота о старшем поколении приносили пятую часть операционной прибыли.',
        'Мы планируем открыть 120 клиник и 14 резиденций для старшего поколения и подключить каждую из них к «Велтрана Облаку Здоровья».',
      ],
    ),
    englishOnly: true,
  },
  presentation(
    'q1-2026',
    2026,
    'q1',
    '2026-04-28',
    L('Results presentation, first quarter 2026', 'Презентация результатов за первый квартал 2026 года'),
    firstQuarter(2026),
  ),
  esgReport(2025, '2026-04-15'),
  annualReport(2025, '2026-04-02'),
  presentation('fy-2025', 2025, 'year', '2026-03-24', L('Results presentation, full year 2025', 'Презентация результатов за 2025 год'), fullYear(2025)),
  interimReport(2025, '2025-08-27'),
  presentation(
    'h1-2025',
    2025,
    'h1',
    '2025-08-27',
    L('Results presentation, first half 2025', 'Презентация результатов за первое полугодие 2025 года'),
    firstHalf(2025),
  ),
  {
    key: 'articles-of-association-2025',
    kind: 'governance',
    year: 2025,
    period: 'year',
    date: '2025-06-19',
    title: L('Articles of association', 'Устав'),
    periodText: L('As approved by the general meeting on 19 June 2025', 'В редакции, утверждённой общим собранием 19 июня 2025 г.'),
    paragraphs: L(
      [
        'The board of directors has 15 seats, at least 40\u00a0% of them held by independent directors; the supervisory committee has five members.',
        'Each ordinary share carries one vote at the general meeting of shareholders.',
      ],
      [
        'Совет директоров состоит из 15 членов, не менее 40\u00a0% из которых — независимые директора; в ревизионную комиссию входят пять человек.',
        'Каждая обыкновенная акция даёт один голос на общем собрании акционеров.',
      ],
    ),
  },
  esgReport(2024, '2025-04-16'),
  annualReport(2024, '2025-04-03'),
  presentation('fy-2024', 2024, 'year', '2025-03-25', L('Results presentation, full year 2024', 'Презентация результатов за 2024 год'), fullYear(2024)),
  interimReport(2024, '2024-08-28'),
  presentation(
    'h1-2024',
    2024,
    'h1',
    '2024-08-28',
    L('Results presentation, first half 2024', 'Презентация результатов за первое полугодие 2024 года'),
    firstHalf(2024),
  ),
  annualReport(2023, '2024-04-04'),
  presentation('fy-2023', 2023, 'year', '2024-03-26', L('Results presentation, full year 2023', 'Презентация результатов за 2023 год'), fullYear(2023)),
]

type EventSeed = {
  kind: EventKind
  title: Localized<string>
  /** Wall-clock times in `timeZone`. */
  start: string
  end: string
  timeZone: string
  place?: Localized<string>
  webcastUrl?: string
  description: Localized<string>
  /** Keys of the documents it links. */
  documents?: string[]
}

const MOSCOW_OFFICE = L('Veltrana Towers, 24 Sadovnicheskaya Street, Moscow', 'Башни Велтраны, Москва, ул. Садовническая, д. 24')
const WEBCAST = 'https://webcast.veltrana.example'

export const eventSeeds: EventSeed[] = [
  {
    kind: 'results',
    title: L('Annual results 2025 and webcast', 'Годовые результаты 2025 года и трансляция'),
    start: '2026-03-24T11:00',
    end: '2026-03-24T12:30',
    timeZone: 'Europe/Moscow',
    webcastUrl: `${WEBCAST}/2026-03-annual-results`,
    description: L(
      'The chief executive and the chief financial officer present the year’s results and answer analysts’ questions.',
      'Генеральный и финансовый директора представляют результаты года и отвечают на вопросы аналитиков.',
    ),
    documents: ['results-presentation-fy-2025', 'annual-report-2025'],
  },
  {
    kind: 'investorDay',
    title: L('Investor Day 2026', 'День инвестора 2026'),
    start: '2026-05-19T10:00',
    end: '2026-05-19T16:00',
    timeZone: 'Europe/Moscow',
    place: MOSCOW_OFFICE,
    webcastUrl: `${WEBCAST}/2026-investor-day`,
    description: L(
      'Our strategy to 2030 for integrated care, with visits to a clinic and a senior residence.',
      'Наша стратегия интегрированной заботы до 2030 года и посещение клиники и резиденции для старшего поколения.',
    ),
    documents: ['investor-day-2026'],
  },
  {
    kind: 'meeting',
    title: L('Annual general meeting 2026', 'Годовое общее собрание акционеров 2026'),
    start: '2026-06-18T14:00',
    end: '2026-06-18T17:00',
    timeZone: 'Europe/Moscow',
    place: MOSCOW_OFFICE,
    description: L(
      'Shareholders vote on the annual report, the dividend for 2025 and the election of the board.',
      'Акционеры голосуют по годовому отчёту, дивидендам за 2025 год и избранию совета директоров.',
    ),
    documents: ['annual-report-2025', 'articles-of-association-2025'],
  },
  {
    kind: 'results',
    title: L('Interim results, first half 2026', 'Промежуточные результаты за первое полугодие 2026 года'),
    start: '2026-08-26T11:00',
    end: '2026-08-26T12:30',
    timeZone: 'Europe/Moscow',
    webcastUrl: `${WEBCAST}/2026-08-interim-results`,
    description: L('A webcast of the half-year results, with questions from analysts.', 'Трансляция результатов за полугодие с вопросами аналитиков.'),
    documents: ['results-presentation-h1-2026', 'interim-report-h1-2026'],
  },
  {
    kind: 'results',
    title: L('Results for nine months 2026', 'Результаты за девять месяцев 2026 года'),
    start: '2026-10-28T11:00',
    end: '2026-10-28T12:00',
    timeZone: 'Europe/Moscow',
    webcastUrl: `${WEBCAST}/2026-10-nine-months`,
    description: L('A conference call on the results for January to September.', 'Телефонная конференция по результатам за январь–сентябрь.'),
    documents: ['results-presentation-9m-2026'],
  },
  {
    kind: 'conference',
    title: L('Investor conference on health and senior care', 'Конференция для инвесторов: здравоохранение и забота о старшем поколении'),
    start: '2026-12-08T09:30',
    end: '2026-12-08T17:00',
    timeZone: 'Europe/London',
    place: L('The Guildhall, London', 'Гилдхолл, Лондон'),
    description: L(
      'Our head of health and senior care speaks on the panel about the economics of ageing.',
      'Руководитель направления здравоохранения и заботы о старшем поколении выступает в дискуссии об экономике долголетия.',
    ),
  },
  {
    kind: 'results',
    title: L('Annual results 2026 and webcast', 'Годовые результаты 2026 года и трансляция'),
    start: '2027-03-24T11:00',
    end: '2027-03-24T12:30',
    timeZone: 'Europe/Moscow',
    webcastUrl: `${WEBCAST}/2027-03-annual-results`,
    description: L(
      'The chief executive and the chief financial officer present the year’s results and answer analysts’ questions.',
      'Генеральный и финансовый директора представляют результаты года и отвечают на вопросы аналитиков.',
    ),
  },
  {
    kind: 'call',
    title: L('First quarter 2027: call with US investors', 'Первый квартал 2027 года: звонок с инвесторами из США'),
    start: '2027-05-20T09:00',
    end: '2027-05-20T10:00',
    timeZone: 'America/New_York',
    webcastUrl: `${WEBCAST}/2027-05-first-quarter`,
    description: L('The chief financial officer takes questions on the first quarter.', 'Финансовый директор отвечает на вопросы о первом квартале.'),
  },
  {
    kind: 'meeting',
    title: L('Annual general meeting 2027', 'Годовое общее собрание акционеров 2027'),
    start: '2027-06-17T14:00',
    end: '2027-06-17T17:00',
    timeZone: 'Europe/Moscow',
    place: MOSCOW_OFFICE,
    description: L(
      'Shareholders vote on the annual report, the dividend for 2026 and the election of the board.',
      'Акционеры голосуют по годовому отчёту, дивидендам за 2026 год и избранию совета директоров.',
    ),
  },
]

/** A document's file in one language: a generated PDF, uploaded as an editor would. */
async function uploadPdf(payload: Payload, seed: DocumentSeed, language: 'en' | 'ru'): Promise<number | string> {
  const data = await demoPdf({
    brand: BRAND,
    language,
    title: seed.title[language],
    period: seed.periodText[language],
    paragraphs: seed.paragraphs[language],
    footer: FOOTER[language],
    date: new Date(`${seed.date}T09:00:00Z`),
  })
  const name = `veltrana-${seed.key}-${language}.pdf`
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    overrideAccess: true,
    context: { seeding: true },
  })
  return file.id
}

/** The documents, then the events that link them. */
export async function seedInvestors(payload: Payload): Promise<void> {
  const ids = new Map<string, number | string>()
  // Oldest first, so ids grow with dates as an editor's uploads would.
  for (const seed of [...documentSeeds].reverse()) {
    const fileEn = await uploadPdf(payload, seed, 'en')
    const fileRu = seed.englishOnly ? null : await uploadPdf(payload, seed, 'ru')
    const { key: _key, periodText: _periodText, paragraphs: _paragraphs, englishOnly: _englishOnly, ...fields } = seed
    const created = await createLocalized(payload, 'documents', fields, { fileEn, fileRu, date: `${seed.date}T00:00:00.000Z`, _status: 'published' })
    ids.set(seed.key, created.id)
  }
  for (const { start, end, timeZone, documents, ...event } of eventSeeds) {
    await createLocalized(payload, 'events', event, {
      start: zonedTimeToUtc(start, timeZone).toISOString(),
      start_tz: timeZone,
      end: zonedTimeToUtc(end, timeZone).toISOString(),
      end_tz: timeZone,
      documents: (documents ?? []).map((key) => ids.get(key)).filter((id) => id !== undefined),
      _status: 'published',
    })
  }
}
