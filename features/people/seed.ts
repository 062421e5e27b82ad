import { createLocalized } from '../../platform/seed/create'
import { L, type Localized } from '../../platform/seed/localized'
import type { SeedContext } from '../../platform/seed/types'
import type { GovernanceGroup } from './governanceGroups'

// The invented people of Veltrana Group. The leadership page shows the twelve marked `featured`;
// the governance page lists 14 directors (a board of 15 seats, one vacant; 6 of 15 = 40 %
// independent), 5 members of the supervisory committee and 5 senior managers. Three executives
// sit on the board and in senior management, so they are entered once with two appointments.
// Ages are as of 2026, the year of the seeded news.

type Appointment = { group: GovernanceGroup; role: Localized<string>; since: string; termFrom?: number; termTo?: number }
type Person = {
  name: Localized<string>
  position?: Localized<string>
  text?: Localized<string>
  age: number
  joinedYear?: number
  featured: boolean
  appointments: Appointment[]
}

// The board and the supervisory committee were elected at the 2024 AGM for three years.
const board = (role: Localized<string>, since: string): Appointment => ({ group: 'board_of_directors', role, since, termFrom: 2024, termTo: 2027 })
const supervisor = (role: Localized<string>, since: string): Appointment => ({ group: 'supervisory_committee', role, since, termFrom: 2024, termTo: 2027 })
const manager = (role: Localized<string>, since: string): Appointment => ({ group: 'senior_management', role, since })

const nonExecutive = L('Non-executive director', 'Неисполнительный директор')
const independentSupervisor = L('Independent supervisor', 'Независимый член ревизионной комиссии')
const employeeSupervisor = L('Supervisor, employee representative', 'Член ревизионной комиссии, представитель работников')

export const people: Person[] = [
  {
    name: L('Andrei Kolesnikov', 'Андрей Колесников'),
    position: L('Chairman of the Board', 'Председатель совета директоров'),
    text: L(
      'Founded Veltrana in 1988 as a three-person life insurer in Moscow and ran it as chief executive for 27 years. As chairman since 2015 he guides the group’s long-term strategy and its move into health and senior care.',
      'В 1988 году основал Велтрану — страховую компанию из трёх человек — и 27 лет руководил ею как генеральный директор. С 2015 года возглавляет совет директоров: отвечает за долгосрочную стратегию группы и её развитие в сфере здоровья и заботы о старшем поколении.',
    ),
    age: 66,
    joinedYear: 1988,
    featured: true,
    appointments: [board(L('Chairman of the Board, non-executive director', 'Председатель совета директоров, неисполнительный директор'), '1988-03-14')],
  },
  {
    name: L('Marina Sokolova', 'Марина Соколова'),
    position: L('Group Chief Executive Officer', 'Генеральный директор группы'),
    text: L(
      'Joined as an actuary in 1996 and went on to run Veltrana Life through its fastest decade of growth. Chief executive since 2015, she built the integrated-finance model in which one client relationship covers insurance, banking and care.',
      'Пришла в группу актуарием в 1996 году и руководила компанией «Велтрана Жизнь» в годы её самого быстрого роста. Генеральный директор с 2015 года: создала модель интегрированных финансов, в которой страхование, банк и забота о здоровье объединены в одних отношениях с клиентом.',
    ),
    age: 54,
    joinedYear: 1996,
    featured: true,
    appointments: [
      board(L('Executive director, Group Chief Executive Officer', 'Исполнительный директор, генеральный директор группы'), '2015-06-18'),
      manager(L('Group Chief Executive Officer', 'Генеральный директор группы'), '2015-01-12'),
    ],
  },
  {
    name: L('Pavel Dmitriev', 'Павел Дмитриев'),
    position: L('President', 'Президент группы'),
    text: L(
      'Built Veltrana Bank from a single Moscow branch into a national retail lender before becoming president in 2018. He oversees banking, asset management and the group’s technology companies.',
      'Превратил Велтрана Банк из одного московского отделения в федеральный розничный банк, а в 2018 году стал президентом группы. Курирует банковский бизнес, управление активами и технологические компании группы.',
    ),
    age: 51,
    joinedYear: 2001,
    featured: true,
    appointments: [
      board(L('Executive director, President', 'Исполнительный директор, президент группы'), '2018-06-21'),
      manager(L('President', 'Президент группы'), '2018-03-01'),
    ],
  },
  {
    name: L('Elena Rybakova', 'Елена Рыбакова'),
    position: L('Chief Financial Officer', 'Финансовый директор'),
    text: L(
      'Leads finance, investor relations and capital management. Before her appointment in 2016 she headed the group treasury and led its first international bond issue.',
      'Отвечает за финансы, отношения с инвесторами и управление капиталом. До назначения в 2016 году руководила казначейством группы и провела её первый выпуск международных облигаций.',
    ),
    age: 49,
    joinedYear: 2004,
    featured: true,
    appointments: [
      board(L('Executive director, Chief Financial Officer', 'Исполнительный директор, финансовый директор'), '2020-06-25'),
      manager(L('Chief Financial Officer', 'Финансовый директор'), '2016-09-01'),
    ],
  },
  {
    name: L('Roman Shevtsov', 'Роман Шевцов'),
    position: L('Chief Risk Officer', 'Директор по рискам'),
    text: L(
      'Responsible for risk management, compliance and internal control in every business line. He came from the insurance supervisor in 2003 and built the group’s economic-capital framework after the 2008 crisis.',
      'Отвечает за управление рисками, комплаенс и внутренний контроль во всех направлениях бизнеса. Пришёл в группу в 2003 году из органа страхового надзора, после кризиса 2008 года выстроил систему экономического капитала.',
    ),
    age: 53,
    joinedYear: 2003,
    featured: true,
    appointments: [manager(L('Chief Risk Officer', 'Директор по рискам'), '2019-04-15')],
  },
  {
    name: L('Daria Ilyina', 'Дарья Ильина'),
    position: L('Chief Technology Officer', 'Директор по технологиям'),
    text: L(
      'Runs the group’s technology, data and cyber-security teams. She led the integration of Veltrana Health Cloud after 2016 and is now moving every business line onto one shared platform.',
      'Руководит командами технологий, данных и информационной безопасности. После 2016 года возглавляла интеграцию сервиса «Велтрана Облако Здоровья», а сейчас переводит все направления бизнеса на единую платформу.',
    ),
    age: 44,
    joinedYear: 2011,
    featured: true,
    appointments: [manager(L('Chief Technology Officer', 'Директор по технологиям'), '2021-02-01')],
  },
  {
    name: L('Igor Fedoseev', 'Игорь Федосеев'),
    position: L('Chief Executive, Veltrana Life', 'Генеральный директор «Велтрана Жизнь»'),
    text: L(
      'Has spent three decades in life and health insurance at Veltrana, from regional sales to the top job in 2017. Veltrana Life now protects more than 24 million people.',
      'Тридцать лет работает в страховании жизни и здоровья в Велтране — от региональных продаж до поста генерального директора в 2017 году. Сегодня «Велтрана Жизнь» защищает более 24\u00a0млн человек.',
    ),
    age: 55,
    joinedYear: 1994,
    featured: true,
    appointments: [],
  },
  {
    name: L('Alina Karpova', 'Алина Карпова'),
    position: L('Chief Executive, Veltrana Property & Casualty', 'Генеральный директор «Велтрана Страхование имущества»'),
    text: L(
      'Leads insurance for homes, cars and businesses. She rebuilt claims handling around mobile self-service and cut the average time to settle a claim to four days.',
      'Руководит страхованием жилья, автомобилей и бизнеса. Перестроила урегулирование убытков вокруг мобильного самообслуживания и сократила средний срок выплаты до четырёх дней.',
    ),
    age: 47,
    joinedYear: 2006,
    featured: true,
    appointments: [],
  },
  {
    name: L('Maxim Poluektov', 'Максим Полуэктов'),
    position: L('Chairman of the Management Board, Veltrana Bank', 'Председатель правления Велтрана Банка'),
    text: L(
      'Heads Veltrana Bank, which serves 9 million retail clients and 160,000 small businesses. He joined from a payments company in 2008 and has run the bank since 2018.',
      'Возглавляет Велтрана Банк, который обслуживает 9\u00a0млн частных клиентов и 160\u00a0тыс. малых предприятий. Пришёл в группу в 2008 году из платёжной компании, банком руководит с 2018 года.',
    ),
    age: 50,
    joinedYear: 2008,
    featured: true,
    appointments: [],
  },
  {
    name: L('Veronika Strelnikova', 'Вероника Стрельникова'),
    position: L('Chief Executive, Veltrana Asset Management', 'Генеральный директор «Велтрана Управление активами»'),
    text: L(
      'Oversees the securities, trust and leasing businesses, with 2.1 trillion roubles under management. She made responsible-investment criteria part of every mandate the group manages.',
      'Курирует работу с ценными бумагами, доверительное управление и лизинг; под управлением — 2,1\u00a0трлн рублей. Сделала критерии ответственного инвестирования частью каждого мандата группы.',
    ),
    age: 46,
    joinedYear: 2009,
    featured: true,
    appointments: [],
  },
  {
    name: L('Arkady Voronin', 'Аркадий Воронин'),
    position: L('Chief Executive, Veltrana Care', 'Генеральный директор «Велтрана Забота»'),
    text: L(
      'A cardiologist by training, he joined in 2012 to build the group’s clinics and senior residences. Veltrana Care now runs twelve residences and works with 20,000 partner clinics across the country.',
      'Кардиолог по образованию, пришёл в группу в 2012 году, чтобы создать сеть её клиник и резиденций для людей старшего возраста. Сегодня у компании «Велтрана Забота» двенадцать резиденций и 20\u00a0000 клиник-партнёров по всей стране.',
    ),
    age: 58,
    joinedYear: 2012,
    featured: true,
    appointments: [],
  },
  {
    name: L('Kirill Ostapenko', 'Кирилл Остапенко'),
    position: L('Chief Executive, Veltrana Health Cloud', 'Генеральный директор «Велтрана Облако Здоровья»'),
    text: L(
      'Co-founded the telemedicine start-up the group bought in 2016 and turned it into Veltrana Health Cloud, which has since hosted more than 100 million online consultations.',
      'Сооснователь телемедицинского стартапа, который группа купила в 2016 году. Превратил его в «Велтрана Облако Здоровья» — сервис, где с тех пор прошло более 100\u00a0млн онлайн-консультаций.',
    ),
    age: 41,
    joinedYear: 2016,
    featured: true,
    appointments: [],
  },
  // The rest of the board.
  {
    name: L('Sergei Lavrentiev', 'Сергей Лаврентьев'),
    age: 63,
    featured: false,
    appointments: [
      board(L('Deputy Chairman of the Board, non-executive director', 'Заместитель председателя совета директоров, неисполнительный директор'), '2009-06-19'),
    ],
  },
  { name: L('Oleg Tikhomirov', 'Олег Тихомиров'), age: 58, featured: false, appointments: [board(nonExecutive, '2012-06-22')] },
  { name: L('Natalia Berezina', 'Наталья Березина'), age: 56, featured: false, appointments: [board(nonExecutive, '2016-06-24')] },
  { name: L('Grigory Vlasov', 'Григорий Власов'), age: 61, featured: false, appointments: [board(nonExecutive, '2019-06-20')] },
  {
    name: L('Irina Zhuravleva', 'Ирина Журавлёва'),
    age: 60,
    featured: false,
    appointments: [board(L('Independent director, Chair of the Audit Committee', 'Независимый директор, председатель комитета по аудиту'), '2017-06-23')],
  },
  {
    name: L('Mikhail Orlovsky', 'Михаил Орловский'),
    age: 64,
    featured: false,
    appointments: [board(L('Independent director, Chair of the Risk Committee', 'Независимый директор, председатель комитета по рискам'), '2014-06-20')],
  },
  {
    name: L('Anna Shirokova', 'Анна Широкова'),
    age: 57,
    featured: false,
    appointments: [
      board(L('Independent director, Chair of the Remuneration Committee', 'Независимый директор, председатель комитета по вознаграждениям'), '2020-06-25'),
    ],
  },
  {
    name: L('Dmitry Gordeev', 'Дмитрий Гордеев'),
    age: 68,
    featured: false,
    appointments: [
      board(L('Independent director, Chair of the Nomination Committee', 'Независимый директор, председатель комитета по назначениям'), '2015-06-18'),
    ],
  },
  {
    name: L('Leila Nurieva', 'Лейла Нуриева'),
    age: 52,
    featured: false,
    appointments: [
      board(
        L('Independent director, Chair of the Sustainability Committee', 'Независимый директор, председатель комитета по устойчивому развитию'),
        '2022-06-23',
      ),
    ],
  },
  { name: L('Henrik Aalto', 'Хенрик Аалто'), age: 62, featured: false, appointments: [board(L('Independent director', 'Независимый директор'), '2023-06-22')] },
  // The supervisory committee.
  {
    name: L('Tatiana Meshcheryakova', 'Татьяна Мещерякова'),
    age: 59,
    featured: false,
    appointments: [
      supervisor(
        L('Chair of the Supervisory Committee, shareholder representative', 'Председатель ревизионной комиссии, представитель акционеров'),
        '2016-06-24',
      ),
    ],
  },
  { name: L('Konstantin Belov', 'Константин Белов'), age: 55, featured: false, appointments: [supervisor(independentSupervisor, '2019-06-20')] },
  { name: L('Yulia Sedova', 'Юлия Седова'), age: 48, featured: false, appointments: [supervisor(independentSupervisor, '2021-06-24')] },
  { name: L('Artyom Zimin', 'Артём Зимин'), age: 45, joinedYear: 2005, featured: false, appointments: [supervisor(employeeSupervisor, '2022-06-23')] },
  {
    name: L('Svetlana Grishina', 'Светлана Гришина'),
    age: 50,
    joinedYear: 1999,
    featured: false,
    appointments: [supervisor(employeeSupervisor, '2024-06-20')],
  },
]

/** Everyone's portrait placeholder, in the order below. */
export const leaderPortraits = (ctx: SeedContext) =>
  people.map((person) => ctx.portrait(person.name.en, L(`Portrait of ${person.name.en}`, `${person.name.ru}, портрет`)))

/** Everyone above, with a portrait placeholder each, in this order (each is put after the last). */
export async function seedLeaders(ctx: SeedContext) {
  const portraits = leaderPortraits(ctx)
  for (const [index, person] of people.entries()) {
    await createLocalized(ctx.payload, 'leaders', { ...person, photo: await portraits[index] })
  }
}
