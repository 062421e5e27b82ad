import { createLocalized } from '../../platform/seed/create'
import { L, type Localized } from '../../platform/seed/localized'
import type { SeedContext } from '../../platform/seed/types'
import type { HistoryPeriod } from './historyPeriods'

// The invented history of Veltrana Group, 1988-2024: 25 cards in four periods (6, 7, 3, 9).
// A card with `year: null` continues the year of the card before it.

type Milestone = { year: string | null; title: Localized<string>; text: Localized<string> }

export const milestones: Record<HistoryPeriod, Milestone[]> = {
  '1988-1997': [
    {
      year: '1988',
      title: L('Veltrana is founded', 'Основание Велтраны'),
      text: L(
        'Andrei Kolesnikov and two partners register Veltrana in Moscow as a life insurance cooperative. Nine clients sign up in its first month.',
        'Андрей Колесников и двое партнёров регистрируют в Москве страховой кооператив «Велтрана». В первый месяц договоры заключают девять клиентов.',
      ),
    },
    {
      year: null,
      title: L('Two rooms on Sadovnicheskaya Street', 'Две комнаты на Садовнической'),
      text: L(
        'The company rents its first office, two rooms a few doors from today’s head office, and hires its first ten agents.',
        'Компания снимает первый офис — две комнаты в нескольких домах от нынешней штаб-квартиры — и нанимает первых десять агентов.',
      ),
    },
    {
      year: '1992',
      title: L('A joint-stock company', 'Акционерное общество'),
      text: L(
        'Veltrana becomes one of the country’s first private insurers to be licensed as a joint-stock company and opens branches in St Petersburg and Yekaterinburg.',
        'Велтрана одной из первых частных страховых компаний в стране получает лицензию как акционерное общество и открывает филиалы в Санкт-Петербурге и Екатеринбурге.',
      ),
    },
    {
      year: '1994',
      title: L('Insuring homes, cars and businesses', 'Страхование жилья, автомобилей и бизнеса'),
      text: L(
        'A second company, Veltrana Property & Casualty, starts insuring homes, cars and small firms, and the life insurer becomes a multi-line group.',
        'Вторая компания, «Велтрана Страхование имущества», начинает страховать жильё, автомобили и малый бизнес — страховщик жизни становится многопрофильной группой.',
      ),
    },
    {
      year: '1995',
      title: L('Health cover for employers', 'ДМС для работодателей'),
      text: L(
        'Veltrana launches voluntary health insurance for companies and signs its first contracts with 40 Moscow clinics.',
        'Велтрана запускает добровольное медицинское страхование для компаний и заключает первые договоры с 40 московскими клиниками.',
      ),
    },
    {
      year: '1996',
      title: L('One million clients', 'Миллион клиентов'),
      text: L(
        'The group welcomes its millionth client and opens a national call centre that answers around the clock.',
        'У группы появляется миллионный клиент, а федеральный контакт-центр начинает работать круглосуточно.',
      ),
    },
  ],
  '1998-2007': [
    {
      year: '2002',
      title: L('Veltrana Bank', 'Велтрана Банк'),
      text: L(
        'The group buys a small Moscow bank and renames it Veltrana Bank, so clients can save, borrow and insure themselves in one place.',
        'Группа покупает небольшой московский банк и переименовывает его в Велтрана Банк: теперь клиенты могут копить, брать кредиты и страховаться в одном месте.',
      ),
    },
    {
      year: null,
      title: L('Insurance in every branch', 'Страховка в каждом отделении'),
      text: L(
        'Policies go on sale in every Veltrana Bank branch: the first step towards integrated finance.',
        'Полисы появляются во всех отделениях Велтрана Банка — это первый шаг к интегрированным финансам.',
      ),
    },
    {
      year: '2003',
      title: L('Asset management', 'Управление активами'),
      text: L(
        'Veltrana Asset Management is set up to invest the insurers’ reserves and to offer mutual funds to private savers.',
        'Создаётся «Велтрана Управление активами»: компания инвестирует резервы страховщиков группы и предлагает паевые фонды частным инвесторам.',
      ),
    },
    {
      year: '2004',
      title: L('Shares listed on the exchange', 'Акции на бирже'),
      text: L(
        'Veltrana Group lists its shares to fund growth across the country, and its first employees become shareholders.',
        'Группа Велтрана размещает акции на бирже, чтобы финансировать рост по всей стране, а её первые сотрудники становятся акционерами.',
      ),
    },
    {
      year: '2006',
      title: L('Trust and leasing', 'Доверительное управление и лизинг'),
      text: L(
        'New trust and financial leasing companies finance equipment and property for the group’s business clients.',
        'Новые компании по доверительному управлению и финансовому лизингу помогают корпоративным клиентам группы приобретать оборудование и недвижимость.',
      ),
    },
    {
      year: '2007',
      title: L('Ten million clients', 'Десять миллионов клиентов'),
      text: L(
        'The group passes ten million clients and opens its thousandth branch.',
        'Число клиентов группы превышает десять миллионов, открывается тысячное отделение.',
      ),
    },
    {
      year: null,
      title: L('The Veltrana Foundation', 'Фонд «Велтрана»'),
      text: L(
        'The group’s charitable foundation starts funding rural health posts and financial-literacy classes in schools.',
        'Благотворительный фонд группы начинает финансировать сельские фельдшерские пункты и уроки финансовой грамотности в школах.',
      ),
    },
  ],
  '2008-2017': [
    {
      year: '2011',
      title: L('One client, one account', 'Один клиент — один счёт'),
      text: L(
        'A single client account links insurance, banking and investments, and every family gets one personal adviser.',
        'Единый клиентский счёт объединяет страхование, банковские услуги и инвестиции, а у каждой семьи появляется свой персональный консультант.',
      ),
    },
    {
      year: '2012',
      title: L('Health and senior care', 'Здоровье и забота о старшем поколении'),
      text: L(
        'Veltrana Care is founded and opens its first senior residence near Moscow, with a clinic on site.',
        'Основана компания «Велтрана Забота». Под Москвой открывается её первая резиденция для людей старшего возраста — с собственной клиникой.',
      ),
    },
    {
      year: '2016',
      title: L('Veltrana Health Cloud', '«Велтрана Облако Здоровья»'),
      text: L(
        'The group buys a telemedicine start-up and launches Veltrana Health Cloud: online consultations with doctors, day and night.',
        'Группа покупает телемедицинский стартап и запускает «Велтрана Облако Здоровья» — онлайн-консультации с врачами в любое время суток.',
      ),
    },
  ],
  '2018-Present': [
    {
      year: '2018',
      title: L('Finance and care, one strategy', 'Финансы и забота — одна стратегия'),
      text: L(
        'The board adopts a strategy that puts health and senior care at the heart of the group, alongside finance.',
        'Совет директоров утверждает стратегию, в которой здоровье и забота о старшем поколении стоят в центре бизнеса группы наравне с финансами.',
      ),
    },
    {
      year: '2019',
      title: L('One app for everything', 'Одно приложение для всего'),
      text: L(
        'The Veltrana app brings policies, accounts, investments and doctor’s appointments together. A million people install it in the first month.',
        'Приложение «Велтрана» объединяет полисы, счета, инвестиции и запись к врачу. За первый месяц его устанавливает миллион человек.',
      ),
    },
    {
      year: '2020',
      title: L('Open through the pandemic', 'Работа в пандемию'),
      text: L(
        'With clinics closed, online consultations grow tenfold, and claims are settled remotely within 48 hours.',
        'Пока клиники закрыты, число онлайн-консультаций вырастает в десять раз, а страховые выплаты оформляются дистанционно за 48 часов.',
      ),
    },
    {
      year: null,
      title: L('Cover for medical staff', 'Защита для медиков'),
      text: L('The Veltrana Foundation insures 300,000 doctors and nurses free of charge.', 'Фонд «Велтрана» бесплатно страхует 300 тысяч врачей и медсестёр.'),
    },
    {
      year: '2021',
      title: L('Climate commitments', 'Климатические обязательства'),
      text: L(
        'Veltrana commits to net zero in its own operations by 2030 and in its investment portfolio by 2050, and stops insuring new coal projects.',
        'Велтрана обязуется достичь нулевых выбросов в собственной деятельности к 2030 году, а в инвестиционном портфеле — к 2050-му и прекращает страховать новые угольные проекты.',
      ),
    },
    {
      year: '2022',
      title: L('Care at home', 'Забота на дому'),
      text: L(
        'Veltrana Care starts visiting older clients at home in 40 cities, with nurses, carers and remote health monitoring.',
        '«Велтрана Забота» начинает помогать пожилым клиентам на дому в 40 городах: медсёстры, сиделки и дистанционный контроль здоровья.',
      ),
    },
    {
      year: null,
      title: L('Faster claims with AI', 'Быстрые выплаты с помощью ИИ'),
      text: L(
        'Artificial intelligence now settles simple motor and health claims in minutes, and a person reviews every refusal.',
        'Искусственный интеллект урегулирует простые убытки по автострахованию и ДМС за считаные минуты, а каждый отказ проверяет сотрудник.',
      ),
    },
    {
      year: '2024',
      title: L('Forty million clients', 'Сорок миллионов клиентов'),
      text: L(
        'The group serves more than 40 million retail clients, and one in three uses more than one of its companies.',
        'Группа обслуживает более 40\u00a0млн розничных клиентов, и каждый третий из них пользуется услугами сразу нескольких её компаний.',
      ),
    },
    {
      year: null,
      title: L('A new head office', 'Новая штаб-квартира'),
      text: L(
        'The group moves into an energy-efficient head office at 24 Sadovnicheskaya Street, a short walk from its first two rooms.',
        'Группа переезжает в энергоэффективную штаб-квартиру на Садовнической улице, 24 — в нескольких минутах ходьбы от тех самых первых двух комнат.',
      ),
    },
  ],
}

const periods = Object.entries(milestones) as [HistoryPeriod, Milestone[]][]

const picture = (ctx: SeedContext, period: HistoryPeriod, index: number, card: Milestone) =>
  ctx.image(`history:${period}:${index}`, L(`Illustration: ${card.title.en}`, `Иллюстрация: ${card.title.ru}`), { width: 1200, height: 750 })

/** Every milestone's picture, in the order below. */
export const milestonePictures = (ctx: SeedContext) => periods.flatMap(([period, cards]) => cards.map((card, index) => picture(ctx, period, index, card)))

/** Every milestone with a generated picture, in the order above (each is put after the last). */
export async function seedHistoryMilestones(ctx: SeedContext) {
  for (const [period, cards] of periods) {
    for (const [index, card] of cards.entries()) {
      const image = await picture(ctx, period, index, card)
      await createLocalized(ctx.payload, 'history-milestones', { period, ...card, image })
    }
  }
}
