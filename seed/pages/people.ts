import { L } from '../../platform/seed/localized'
import { doc, p } from '../../platform/seed/richText'
import type { PageSeed } from '../../platform/seed/types'
import { heroPage } from './heroPage'

// Leadership, governance and history: the people and milestones themselves are seeded as
// collections (features/people/seed.ts, features/history/seed.ts); these pages frame them.

const leadershipTitle = L('Our leadership', 'Руководство')
const leadershipLead = L(
  'The people who lead Veltrana Group and its six business lines.',
  'Люди, которые руководят Группой Велтрана и шестью её направлениями бизнеса.',
)

export const leadershipPage = heroPage({
  path: 'about_us/our_leadership',
  title: leadershipTitle,
  description: leadershipLead,
  lead: leadershipLead,
  blocks: async () => [
    {
      blockType: 'leadersGrid',
      heading: L('Group leadership', 'Руководство группы'),
      intro: L(
        'Our chairman, the executive team and the heads of our largest companies bring decades of experience in insurance, banking, medicine and technology.',
        'Председатель совета директоров, исполнительная команда и руководители крупнейших компаний группы — это десятилетия опыта в страховании, банковском деле, медицине и технологиях.',
      ),
    },
  ],
})

const governanceTitle = L('Governance', 'Корпоративное управление')
const governanceLead = L(
  'How Veltrana Group is directed and controlled: the board of directors, the supervisory committee and senior management.',
  'Как устроено управление Группой Велтрана: совет директоров, ревизионная комиссия и высшее руководство.',
)

export const governancePage = heroPage({
  path: 'about_us/governance',
  title: governanceTitle,
  description: governanceLead,
  lead: governanceLead,
  blocks: async () => [
    {
      blockType: 'governanceTabs',
      heading: L('Who governs the group', 'Кто управляет группой'),
      intro: L(
        doc(
          p(
            'Veltrana Group PLC has a board of directors of 15 seats, elected by shareholders for three years. Six seats, or 40%, are held by independent directors, who chair the board’s audit, risk, remuneration, nomination and sustainability committees. One seat is vacant; the nomination committee will put a candidate to the 2026 annual general meeting.',
          ),
          p(
            'A supervisory committee of five, two of them elected by employees, checks the group’s finances and the work of the board and management. Clients can raise a concern with our consumer-complaint hotline on **+7\u00a0495\u00a0198-80-10**, free of charge and around the clock.',
          ),
        ),
        doc(
          p(
            'В совете директоров ПАО «Группа Велтрана» 15 мест; директоров избирают акционеры на три года. Шесть мест, или 40\u00a0%, занимают независимые директора — они возглавляют комитеты совета по аудиту, рискам, вознаграждениям, назначениям и устойчивому развитию. Одно место сейчас вакантно: комитет по назначениям предложит кандидата годовому общему собранию акционеров 2026 года.',
          ),
          p(
            'Ревизионная комиссия из пяти человек, двое из которых избраны работниками, проверяет финансы группы и работу совета директоров и менеджмента. С жалобой или вопросом клиенты могут обратиться на горячую линию для потребителей: **+7\u00a0495\u00a0198-80-10**, бесплатно и круглосуточно.',
          ),
        ),
      ),
      facts: [
        { value: L('15', '15'), label: L('board seats', 'мест в совете директоров') },
        { value: L('40%', '40\u00a0%'), label: L('independent directors', 'независимых директоров') },
        { value: L('5', '5'), label: L('supervisory committee members', 'членов ревизионной комиссии') },
        { value: L('5', '5'), label: L('board committees', 'комитетов совета директоров') },
      ],
      articles: L(
        doc(
          p(
            '**Article 1. Name and registered office.** The company is Veltrana Group PLC, a public joint-stock company registered at 24 Sadovnicheskaya Street, Moscow. It holds and manages the group’s insurance, banking, asset management, health and senior-care companies.',
          ),
          p(
            '**Article 7. General meeting.** The general meeting of shareholders is the company’s highest body. It meets at least once a year, no later than 30 June, approves the annual report and accounts, decides on dividends and elects the board of directors and the supervisory committee.',
          ),
          p(
            '**Article 11. Board of directors.** The board has 15 seats. Directors are elected for three years by cumulative voting and may be re-elected; at least 40% of them must be independent. The board sets the strategy, appoints the group chief executive and oversees risk management and internal control.',
          ),
          p(
            '**Article 14. Supervisory committee.** The supervisory committee has five members elected for three years, two of them nominated by employees. It audits the company’s finances and reports to the general meeting. Its members may not sit on the board or hold a management post.',
          ),
          p(
            '**Article 16. Management.** The group chief executive and the management team run the company day to day within the limits set by the board and report to it every quarter. The full text of the articles is available from the company secretary on request.',
          ),
        ),
        doc(
          p(
            '**Статья 1. Наименование и место нахождения.** Полное наименование общества — публичное акционерное общество «Группа Велтрана»; место нахождения — Москва, ул. Садовническая, д. 24. Общество владеет страховыми, банковскими, инвестиционными и медицинскими компаниями группы и управляет ими.',
          ),
          p(
            '**Статья 7. Общее собрание акционеров.** Высший орган управления общества — общее собрание акционеров. Оно проводится не реже раза в год, не позднее 30 июня, утверждает годовой отчёт и бухгалтерскую отчётность, принимает решение о дивидендах, избирает совет директоров и ревизионную комиссию.',
          ),
          p(
            '**Статья 11. Совет директоров.** В совете директоров 15 мест. Директоров избирают кумулятивным голосованием на три года, они могут переизбираться; не менее 40\u00a0% членов совета должны быть независимыми. Совет определяет стратегию, назначает генерального директора группы и контролирует управление рисками и внутренний контроль.',
          ),
          p(
            '**Статья 14. Ревизионная комиссия.** Ревизионная комиссия состоит из пяти членов, избираемых на три года; двух из них выдвигают работники. Комиссия проверяет финансово-хозяйственную деятельность общества и отчитывается перед общим собранием. Её члены не могут входить в совет директоров или занимать должности в органах управления.',
          ),
          p(
            '**Статья 16. Исполнительные органы.** Генеральный директор группы и исполнительная команда руководят текущей деятельностью общества в пределах, установленных советом директоров, и ежеквартально отчитываются перед ним. Полный текст устава можно получить по запросу у корпоративного секретаря.',
          ),
        ),
      ),
    },
  ],
})

const historyTitle = L('History', 'История')

export const historyPage: PageSeed = {
  path: 'about_us/history',
  title: historyTitle,
  description: L(
    'From two rented rooms in 1988 to an integrated group of finance, health and senior care: the milestones of Veltrana Group.',
    'От двух арендованных комнат в 1988 году до интегрированной группы финансов, здоровья и заботы о старшем поколении: вехи истории Группы Велтрана.',
  ),
  layout: async (ctx) => [
    {
      blockType: 'historyTimeline',
      intro: L(
        doc(
          p(
            'Veltrana began in 1988 as a life insurer of three people in two rented rooms in Moscow. Today it is an integrated group of insurance, banking, asset management, health and senior care that more than 40 million people rely on.',
          ),
          p('These are the moments that shaped us, period by period.'),
        ),
        doc(
          p(
            'Велтрана появилась в 1988 году как страховая компания из трёх человек в двух арендованных комнатах в Москве. Сегодня это интегрированная группа страхования, банковских услуг, управления активами, здоровья и заботы о старшем поколении, которой доверяют более 40\u00a0млн человек.',
          ),
          p('Вот события, которые сделали нас такими, какие мы есть, — период за периодом.'),
        ),
      ),
      banner: {
        heading: L('Veltrana since 1988', 'Велтрана с 1988 года'),
        text: L(
          'A short film about the people who built the group, from the first policy to the first senior residence.',
          'Короткий фильм о людях, которые создали группу, — от первого полиса до первой резиденции для старшего поколения.',
        ),
        image: await ctx.image('history:banner', L('Abstract panorama in the group’s colours', 'Абстрактная панорама в фирменных цветах группы'), {
          width: 1600,
          height: 640,
        }),
        mobileImage: await ctx.image('history:banner:mobile', L('Abstract panorama in the group’s colours', 'Абстрактная панорама в фирменных цветах группы'), {
          width: 800,
          height: 1000,
        }),
        playUrl: 'https://video.veltrana.example/history-film',
      },
      heading: L('Our milestones', 'Ключевые события'),
    },
  ],
}
