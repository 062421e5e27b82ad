import { demoFormId, FORM_TITLES } from '../../features/forms/seed'
import { L } from '../../platform/seed/localized'
import type { PageSeed } from '../../platform/seed/types'
import { heroPage } from './heroPage'

// The investor section (its documents and events are seeded by features/investors/seed/) and
// the news archive.

const investors = heroPage({
  path: 'investors',
  title: L('Investors', 'Инвесторам'),
  description: L(
    'Results, reports, presentations and the financial calendar of Veltrana Group for shareholders, analysts and rating agencies.',
    'Результаты, отчёты, презентации и финансовый календарь Группы Велтрана для акционеров, аналитиков и рейтинговых агентств.',
  ),
  lead: L(
    'Our latest results, the figures that matter and the dates to keep, in one place.',
    'Наши последние результаты, главные показатели и важные даты — в одном месте.',
  ),
  blocks: async (ctx) => [
    {
      blockType: 'latestResults',
      heading: L('Latest results', 'Последние результаты'),
      intro: L(
        'Nine months 2026: operating profit up 7.4\u00a0% on a comparable basis, with growth in every business line.',
        'Девять месяцев 2026 года: операционная прибыль выросла на 7,4\u00a0% в сопоставимых условиях, рост показали все направления бизнеса.',
      ),
    },
    {
      blockType: 'figures',
      heading: L('Key figures, nine months 2026', 'Ключевые показатели за девять месяцев 2026 года'),
      intro: L('Unaudited; change on the same period of 2025 where stated.', 'Неаудированные данные; изменение к тому же периоду 2025 года, где указано.'),
      items: [
        { value: 118.3, suffix: L(' bn ₽', ' млрд ₽'), label: L('Operating profit, up 7.4\u00a0%', 'Операционная прибыль, +7,4\u00a0%') },
        { value: 42.6, suffix: L(' m', ' млн'), label: L('Retail clients', 'Розничных клиентов') },
        { value: 231, suffix: L(' %', ' %'), label: L('Solvency ratio', 'Коэффициент платёжеспособности') },
        { value: 96.1, suffix: L(' %', ' %'), label: L('Combined ratio, property insurance', 'Комбинированный коэффициент в страховании имущества') },
      ],
    },
    {
      blockType: 'eventCalendar',
      heading: L('Dates to keep', 'Важные даты'),
      show: 'next',
    },
    {
      blockType: 'irContact',
      heading: L('Investor relations', 'Отношения с инвесторами'),
      intro: L(
        'Shareholders, bondholders and analysts can reach our investor relations team directly on working days from 9:00 to 18:00 Moscow time.',
        'Акционеры, держатели облигаций и аналитики могут напрямую связаться с отделом по работе с инвесторами по рабочим дням с 9:00 до 18:00 по московскому времени.',
      ),
      name: L('Irina Voronova', 'Ирина Воронова'),
      role: L('Head of Investor Relations', 'Руководитель отдела по работе с инвесторами'),
      email: 'ir@veltrana.example',
      phone: '+7\u00a0495\u00a0198-80-20',
    },
    {
      blockType: 'form',
      heading: L('Ask investor relations', 'Задайте вопрос отделу по работе с инвесторами'),
      intro: L(
        'Questions about our results, reports, dividends or shares. We answer every enquiry within two working days.',
        'Вопросы о результатах, отчётах, дивидендах или акциях. Мы отвечаем на каждое обращение в течение двух рабочих дней.',
      ),
      form: await demoFormId(ctx, FORM_TITLES.investor),
    },
  ],
})

const reports = heroPage({
  path: 'investors/reports',
  title: L('Reports and presentations', 'Отчёты и презентации'),
  description: L(
    'Every annual and interim report, results presentation, sustainability report and governance document of Veltrana Group.',
    'Все годовые и промежуточные отчёты, презентации результатов, отчёты об устойчивом развитии и документы корпоративного управления Группы Велтрана.',
  ),
  lead: L('Every report and presentation we have published, newest first.', 'Все опубликованные отчёты и презентации, начиная с новых.'),
  blocks: async () => [{ blockType: 'documentLibrary' }],
})

const calendar = heroPage({
  path: 'investors/calendar',
  title: L('Financial calendar', 'Финансовый календарь'),
  description: L(
    'Results dates, shareholder meetings and investor events of Veltrana Group, with calendar files and a subscription.',
    'Даты публикации результатов, собрания акционеров и события для инвесторов Группы Велтрана — с файлами для календаря и подпиской.',
  ),
  lead: L('When we publish results and meet shareholders and analysts.', 'Когда мы публикуем результаты и встречаемся с акционерами и аналитиками.'),
  blocks: async () => [{ blockType: 'eventCalendar', heading: L('Coming up', 'Предстоящие события'), show: 'all' }],
})

const newsArchive = heroPage({
  path: 'media/news',
  title: L('News archive', 'Архив новостей'),
  description: L('Every news release of Veltrana Group, newest first, by year and topic.', 'Все новости Группы Велтрана, начиная с новых, по годам и темам.'),
  lead: L('Every news release we have published, by year and topic.', 'Все опубликованные нами новости — по годам и темам.'),
  blocks: async () => [{ blockType: 'newsArchive', perPage: 6 }],
})

export const investorPages: PageSeed[] = [investors, reports, calendar, newsArchive]
