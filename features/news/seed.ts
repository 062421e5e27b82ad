import { p, richText, ul, type Part } from '../../platform/seed/bilingualText'
import { createLocalized } from '../../platform/seed/create'
import { L, type Localized } from '../../platform/seed/localized'
import type { SeedContext } from '../../platform/seed/types'

// A number and its % sign, and the groups of a Russian number, are joined by no-break spaces
// (\u00a0), so a line never starts with "%" or half a number.

type NewsSeed = {
  slug: string
  date: string
  label: Localized<string>
  headline: Localized<string>
  summary: Localized<string>
  /** The alt text of the article's picture. */
  alt: Localized<string>
  body: Part[]
}

const results = L('Results', 'Результаты')
const group = L('Group news', 'Новости группы')
const care = L('Health and care', 'Здоровье и забота')
const esg = L('Sustainability', 'Устойчивое развитие')

const PICTURE = { width: 1600, height: 900 }

/** Invented news of the fictional group, newest first: each a whole article in both languages. */
export const newsItems: NewsSeed[] = [
  {
    slug: 'nine-month-results-2026',
    date: '2026-10-28',
    label: results,
    headline: L(
      'Veltrana reports nine-month operating profit up 7.4\u00a0% on a comparable basis',
      'Операционная прибыль Велтраны за девять месяцев выросла на 7,4\u00a0% в сопоставимых условиях',
    ),
    summary: L(
      'Operating profit for January to September rose 7.4\u00a0% on a comparable basis, with growth in every business line; retail clients reached 42.6 million.',
      'Операционная прибыль за январь–сентябрь выросла на 7,4\u00a0% в сопоставимых условиях, рост показали все направления бизнеса; число розничных клиентов достигло 42,6\u00a0млн.',
    ),
    alt: L('Abstract illustration for the nine-month results', 'Абстрактная иллюстрация к результатам за девять месяцев'),
    body: [
      p(
        'Veltrana Group today published its unaudited results for the first nine months of 2026. Operating profit attributable to shareholders rose 7.4\u00a0% on a comparable basis, to 118.3 billion roubles, and every business line contributed to the increase.',
        'Группа Велтрана опубликовала неаудированные результаты за девять месяцев 2026 года. Операционная прибыль, приходящаяся на акционеров, выросла на 7,4\u00a0% в сопоставимых условиях и составила 118,3\u00a0млрд рублей; вклад в рост внесли все направления бизнеса.',
      ),
      p(
        'Insurance remained the largest contributor. Life and health premiums grew 9\u00a0%, helped by policies that bundle cover with appointments at Veltrana Clinics, and the combined ratio of our property insurers improved to 96.1\u00a0% as claims from the spring floods were lower than a year earlier.',
        'Крупнейший вклад по-прежнему вносит страхование. Премии по страхованию жизни и здоровья выросли на 9\u00a0% благодаря полисам, в которые входят приёмы в «Клиниках Велтрана», а комбинированный коэффициент убыточности в страховании имущества улучшился до 96,1\u00a0%: весенние паводки обошлись дешевле, чем годом ранее.',
      ),
      p(
        'The group served 42.6 million retail clients at the end of September, 1.6 million more than at the start of the year. More than a third of them now use two or more of our services, the measure our integrated model is built around.',
        'На конец сентября группа обслуживала 42,6\u00a0млн розничных клиентов — на 1,6\u00a0млн больше, чем в начале года. Более трети из них пользуются двумя и более нашими услугами, а именно на этот показатель ориентирована интегрированная модель группы.',
      ),
      p(
        '“These are steady numbers in a year that asked a lot of insurers,” said Elena Rybakova, Chief Financial Officer. “Our capital position remains strong, and we confirm our guidance for the full year.” The group’s solvency ratio stood at 231\u00a0% at the end of the period.',
        '«Это уверенные результаты для года, который потребовал от страховщиков немалых усилий, — отметила финансовый директор Елена Рыбакова. — Наша капитальная позиция остаётся прочной, и мы подтверждаем прогноз на год». Коэффициент платёжеспособности группы на конец периода составил 231\u00a0%.',
      ),
    ],
  },
  {
    slug: 'veltrana-care-kazan-residence',
    date: '2026-09-15',
    label: care,
    headline: L(
      'Veltrana Care opens its twelfth senior residence, in Kazan',
      '«Велтрана Забота» открывает двенадцатую резиденцию для старшего поколения — в Казани',
    ),
    summary: L(
      'The new residence on the bank of the Kazanka has 140 apartments, round-the-clock nursing and a day centre open to older people from the neighbourhood.',
      'В новой резиденции на берегу Казанки 140 квартир, круглосуточный сестринский уход и дневной центр, куда могут приходить и пожилые жители окрестных домов.',
    ),
    alt: L('Abstract illustration for the opening of the Kazan residence', 'Абстрактная иллюстрация к открытию резиденции в Казани'),
    body: [
      p(
        'Veltrana Care has opened its twelfth residence for older people, in Kazan. The building on the bank of the Kazanka river has 140 apartments, from studios for one person to two-room flats for couples, and the first residents moved in this week.',
        '«Велтрана Забота» открыла в Казани двенадцатую резиденцию для людей старшего возраста. В здании на берегу Казанки 140 квартир — от студий для одного человека до двухкомнатных квартир для супружеских пар; первые жильцы въехали на этой неделе.',
      ),
      p(
        'Nurses are on duty around the clock, and a doctor from Veltrana Clinics sees residents on site three days a week. Every apartment has an alarm button and sensors that notice a fall without cameras, so residents keep their privacy.',
        'Медсёстры дежурят круглосуточно, а врач «Клиник Велтрана» принимает жильцов прямо в резиденции три дня в неделю. В каждой квартире есть тревожная кнопка и датчики, которые замечают падение без видеокамер, — так жильцы сохраняют личное пространство.',
      ),
      p(
        'On the ground floor, a day centre with a library, a workshop and exercise classes is open to older people from the neighbourhood, not only to residents. The city’s social services will refer people who live alone and would like company during the day.',
        'На первом этаже работает дневной центр с библиотекой, мастерской и занятиями гимнастикой — он открыт не только для жильцов, но и для пожилых людей из окрестных домов. Городские социальные службы будут направлять туда тех, кто живёт один и хотел бы проводить день в компании.',
      ),
      p(
        '“People tell us they want to stay part of their city, not move away from it,” said Arkady Voronin, Chief Executive of Veltrana Care. Two more residences, in Samara and Tula, are due to open in 2027.',
        '«Люди говорят нам, что хотят оставаться частью своего города, а не уезжать из него», — сказал генеральный директор «Велтрана Забота» Аркадий Воронин. В 2027 году планируется открыть ещё две резиденции — в Самаре и Туле.',
      ),
    ],
  },
  {
    slug: 'interim-results-2026',
    date: '2026-08-26',
    label: results,
    headline: L(
      'Interim results 2026: new business value grows for the sixth quarter in a row',
      'Промежуточные результаты 2026 года: стоимость нового бизнеса растёт шестой квартал подряд',
    ),
    summary: L(
      'New business value rose 14\u00a0% in the first half and life and health premiums 11\u00a0%; the Board declared an interim dividend of 9.40 roubles per share.',
      'Стоимость нового бизнеса в первом полугодии выросла на 14\u00a0%, премии по страхованию жизни и здоровья — на 11\u00a0%; совет директоров объявил промежуточный дивиденд в размере 9,40 рубля на акцию.',
    ),
    alt: L('Abstract illustration for the interim results', 'Абстрактная иллюстрация к промежуточным результатам'),
    body: [
      p(
        'Veltrana Group’s results for the first half of 2026 show new business value, the profit expected from the policies sold in the period, up 14\u00a0% year on year. It is the sixth quarter in a row in which this measure has grown.',
        'Результаты Группы Велтрана за первое полугодие 2026 года показывают рост стоимости нового бизнеса — прибыли, которую принесут полисы, проданные за период, — на 14\u00a0% по сравнению с прошлым годом. Этот показатель растёт уже шестой квартал подряд.',
      ),
      p(
        'Life and health premiums grew 11\u00a0%, led by products that combine insurance with access to our clinics and to the doctors of Veltrana Health Cloud. Sales in the bank’s branches rose by a fifth, as more clients took out cover on the same visit as a mortgage or a deposit.',
        'Премии по страхованию жизни и здоровья выросли на 11\u00a0% — прежде всего за счёт продуктов, которые объединяют страховку с доступом в наши клиники и к врачам «Велтрана Облако Здоровья». Продажи в отделениях банка увеличились на пятую часть: всё больше клиентов оформляют страховку в тот же визит, что и ипотеку или вклад.',
      ),
      p(
        'Veltrana Bank grew its loan book by 6\u00a0%, mostly through lending to small businesses, while the cost of risk stayed below 1\u00a0%. Veltrana Asset Management attracted 24 billion roubles of net new money from private investors.',
        'Велтрана Банк нарастил кредитный портфель на 6\u00a0%, в основном за счёт кредитования малого бизнеса; стоимость риска осталась ниже 1\u00a0%. «Велтрана Управление активами» привлекла от частных инвесторов 24\u00a0млрд рублей чистого притока средств.',
      ),
      p(
        'The Board of Directors declared an interim dividend of 9.40 roubles per share, 8\u00a0% more than a year ago. It will be paid on 2 October to shareholders on the register on 18 September.',
        'Совет директоров объявил промежуточный дивиденд в размере 9,40 рубля на акцию — на 8\u00a0% больше, чем год назад. Он будет выплачен 2 октября акционерам, внесённым в реестр на 18 сентября.',
      ),
    ],
  },
  {
    slug: 'first-green-bond',
    date: '2026-07-02',
    label: esg,
    headline: L(
      'Group issues its first green bond to finance energy-efficient clinics',
      'Группа выпускает первые зелёные облигации для финансирования энергоэффективных клиник',
    ),
    summary: L(
      'The five-year bond raised 15 billion roubles for clinics and residences that use at least 30\u00a0% less energy than the buildings they replace.',
      'Пятилетние облигации принесли 15\u00a0млрд рублей на клиники и резиденции, которые потребляют как минимум на 30\u00a0% меньше энергии, чем здания, на смену которым они приходят.',
    ),
    alt: L('Abstract illustration for the green bond', 'Абстрактная иллюстрация к выпуску зелёных облигаций'),
    body: [
      p(
        'Veltrana Group has placed its first green bond: 15 billion roubles for five years at a coupon of 11.2\u00a0%. Investors bid for more than twice the amount on offer, and pension funds and insurers bought over half of the issue.',
        'Группа Велтрана разместила свои первые зелёные облигации: 15\u00a0млрд рублей на пять лет с купоном 11,2\u00a0%. Спрос инвесторов более чем вдвое превысил предложение, а больше половины выпуска купили пенсионные фонды и страховые компании.',
      ),
      p(
        'The money may only be spent on buildings that meet the group’s green financing framework. New clinics and senior residences must use at least 30\u00a0% less energy than the buildings they replace, draw part of their power from solar panels and be built to a recognised green building standard.',
        'Средства можно направлять только на объекты, которые отвечают принципам зелёного финансирования группы. Новые клиники и резиденции для пожилых должны потреблять как минимум на 30\u00a0% меньше энергии, чем здания, на смену которым они приходят, получать часть электричества от солнечных панелей и строиться по признанному стандарту зелёного строительства.',
      ),
      p(
        'An independent reviewer has confirmed that the framework follows the international green bond principles. Every year the group will report which buildings the bond has paid for and how far they have cut energy use and carbon emissions.',
        'Независимый эксперт подтвердил, что эти принципы соответствуют международным стандартам зелёных облигаций. Каждый год группа будет отчитываться о том, какие объекты построены на средства выпуска и насколько они сократили потребление энергии и выбросы углекислого газа.',
      ),
      p(
        '“Most of our own emissions come from our buildings,” said Elena Rybakova, Chief Financial Officer. “This bond ties the way we raise money to the way we build.”',
        '«Большая часть наших собственных выбросов приходится на здания, — сказала финансовый директор Елена Рыбакова. — Этот выпуск связывает то, как мы привлекаем деньги, с тем, как мы строим».',
      ),
    ],
  },
  {
    slug: 'investors-day-2026',
    date: '2026-05-19',
    label: group,
    headline: L(
      'Investors Day 2026: Veltrana sets out its integrated-care strategy to 2030',
      'День инвестора 2026: Велтрана представила стратегию интегрированной заботы до 2030 года',
    ),
    summary: L(
      'Management presented its targets to 2030: 50 million retail clients, half of them using two or more services, and a health and senior-care business twice its present size.',
      'Менеджмент представил цели до 2030 года: 50\u00a0млн розничных клиентов, половина из которых пользуется двумя и более услугами, и вдвое более крупное направление здоровья и заботы о старшем поколении.',
    ),
    alt: L('Abstract illustration for Investors Day 2026', 'Абстрактная иллюстрация ко Дню инвестора 2026'),
    body: [
      p(
        'At its Investors Day in Moscow, Veltrana Group set out how it plans to grow to 2030. The strategy rests on one idea: a client who insures their health with us, keeps their savings with us and sees our doctors stays with us longer, and is readier to try the next service.',
        'На Дне инвестора в Москве Группа Велтрана рассказала, как собирается расти до 2030 года. В основе стратегии — одна идея: клиент, который страхует у нас здоровье, хранит у нас сбережения и лечится у наших врачей, остаётся с нами дольше и охотнее пробует следующую услугу.',
      ),
      p('The targets for 2030 presented to investors:', 'Цели на 2030 год, представленные инвесторам:'),
      ul(
        [
          '50 million retail clients, up from 41 million at the end of 2025;',
          'half of them using two or more of the group’s services, up from a third today;',
          'a health and senior-care business twice its present size, with 30 new clinics and eight new residences;',
          'a dividend that grows every year.',
        ],
        [
          '50\u00a0млн розничных клиентов (на конец 2025 года — 41\u00a0млн);',
          'половина из них пользуется двумя и более услугами группы (сейчас — треть);',
          'вдвое более крупное направление здоровья и заботы о старшем поколении: 30 новых клиник и восемь резиденций;',
          'ежегодный рост дивидендов.',
        ],
      ),
      p(
        'Marina Sokolova, Group Chief Executive Officer, said the group would remain disciplined with its capital: “We will grow where we already know our clients, and we will keep raising the dividend we pay our shareholders.”',
        'Генеральный директор группы Марина Соколова подчеркнула, что группа сохранит дисциплинированный подход к капиталу: «Мы будем расти там, где уже знаем своих клиентов, и продолжим повышать дивиденды акционерам».',
      ),
      p(
        'The presentation, a recording of the webcast and the answers to investors’ questions are available in the investor relations section.',
        'Презентация, запись трансляции и ответы на вопросы инвесторов доступны в разделе для инвесторов.',
      ),
    ],
  },
  {
    slug: 'annual-results-2025',
    date: '2026-03-24',
    label: results,
    headline: L('Annual results 2025: a record 41 million retail clients', 'Годовые результаты 2025 года: рекордные 41\u00a0млн розничных клиентов'),
    summary: L(
      'Net profit rose 10.3\u00a0% to 142.6 billion roubles, and the dividend per share was raised for the twelfth year running.',
      'Чистая прибыль выросла на 10,3\u00a0% и составила 142,6\u00a0млрд рублей, а дивиденд на акцию повышен двенадцатый год подряд.',
    ),
    alt: L('Abstract illustration for the annual results 2025', 'Абстрактная иллюстрация к годовым результатам 2025 года'),
    body: [
      p(
        'Veltrana Group closed 2025 with 41 million retail clients, more than ever before, and net profit attributable to shareholders of 142.6 billion roubles, up 10.3\u00a0% on 2024.',
        'Группа Велтрана завершила 2025 год с рекордным числом розничных клиентов — 41\u00a0млн — и чистой прибылью, приходящейся на акционеров, в размере 142,6\u00a0млрд рублей, что на 10,3\u00a0% больше, чем в 2024 году.',
      ),
      p(
        'Every business of the group made a profit. Insurance earned two thirds of it and the bank a fifth; health and senior care, still the smallest line, grew its revenue by a quarter as Veltrana Clinics opened nine new centres.',
        'Прибыльными были все направления группы. Две трети прибыли принесло страхование, пятую часть — банк; направление здоровья и заботы о старшем поколении, пока самое небольшое, увеличило выручку на четверть: «Клиники Велтрана» открыли девять новых центров.',
      ),
      p(
        'The Board of Directors recommends a final dividend of 14.80 roubles per share, bringing the total for the year to 23.50 roubles. It is the twelfth year in a row that the dividend has been raised.',
        'Совет директоров рекомендовал выплатить финальный дивиденд в размере 14,80 рубля на акцию; всего за год акционеры получат 23,50 рубля. Дивиденд повышается двенадцатый год подряд.',
      ),
      p(
        'The annual report and the sustainability report for 2025 are published today. The Annual General Meeting will be held on 26 June.',
        'Сегодня опубликованы годовой отчёт и отчёт об устойчивом развитии за 2025 год. Годовое общее собрание акционеров пройдёт 26 июня.',
      ),
    ],
  },
  {
    slug: 'health-cloud-100-million-consultations',
    date: '2026-02-10',
    label: group,
    headline: L(
      'Veltrana Health Cloud passes 100 million online consultations',
      'Сервис «Велтрана Облако Здоровья» провёл более 100\u00a0млн онлайн-консультаций',
    ),
    summary: L(
      'Six years after its launch, the service has held its 100 millionth consultation; a doctor now answers in under two minutes on average, day and night.',
      'Через шесть лет после запуска сервис провёл стомиллионную консультацию; сейчас врач отвечает в среднем меньше чем за две минуты — днём и ночью.',
    ),
    alt: L('Abstract illustration for 100 million online consultations', 'Абстрактная иллюстрация к 100\u00a0млн онлайн-консультаций'),
    body: [
      p(
        'Veltrana Health Cloud has held its 100 millionth online consultation. The service was launched in 2020 to give insured clients a doctor on their phone; today it is open to everyone, and four in ten of its users are not yet clients of the group.',
        '«Велтрана Облако Здоровья» провело стомиллионную онлайн-консультацию. Сервис появился в 2020 году, чтобы у застрахованных клиентов всегда был врач в телефоне; сегодня им может пользоваться любой желающий, и четверо из десяти пользователей пока не являются клиентами группы.',
      ),
      p(
        'Some 2,300 doctors in 40 specialities work with the service. A general practitioner answers in under two minutes on average, at any hour, and can book a visit to one of Veltrana Clinics or a partner clinic in the same conversation.',
        'С сервисом работают около 2\u00a0300 врачей 40 специальностей. Терапевт отвечает в среднем меньше чем за две минуты в любое время суток и в том же разговоре может записать пациента на очный приём в одну из «Клиник Велтрана» или в клинику-партнёр.',
      ),
      p(
        'Doctors are helped by tools built by Veltrana Data Labs that suggest questions to ask and flag symptoms that need urgent care. The decisions stay with the doctor; the tools are there so that nothing important is missed.',
        'Врачам помогают инструменты, созданные компанией «Велтрана Лаборатория данных»: они подсказывают, какие вопросы задать, и отмечают симптомы, требующие срочной помощи. Решения по-прежнему принимает врач — инструменты нужны, чтобы ничего важного не упустить.',
      ),
      p(
        '“A hundred million consultations means a great many evenings when someone did not have to wait until morning for a doctor’s advice,” said Kirill Ostapenko, Chief Executive of Veltrana Health Cloud.',
        '«Сто миллионов консультаций — это очень много вечеров, когда человеку не пришлось ждать до утра, чтобы получить совет врача», — сказал генеральный директор «Велтрана Облако Здоровья» Кирилл Остапенко.',
      ),
    ],
  },
  {
    slug: 'net-zero-insurance-alliance',
    date: '2025-12-01',
    label: esg,
    headline: L('Veltrana joins the national net-zero insurance alliance', 'Велтрана вступила в национальный альянс страховщиков за нулевые выбросы'),
    summary: L(
      'The group commits to net-zero emissions across its insurance and investment portfolios by 2050, and will publish interim targets for 2030 next year.',
      'Группа обязуется к 2050 году достичь нулевых чистых выбросов в страховом и инвестиционном портфелях, а промежуточные цели на 2030 год опубликует в следующем году.',
    ),
    alt: L('Abstract illustration for the net-zero insurance alliance', 'Абстрактная иллюстрация к вступлению в альянс за нулевые выбросы'),
    body: [
      p(
        'Veltrana Group has joined the national net-zero insurance alliance, whose members have committed to bring the emissions linked to the risks they insure and the assets they invest in to net zero by 2050.',
        'Группа Велтрана вступила в национальный альянс страховщиков за нулевые выбросы. Его участники обязались к 2050 году свести к нулю чистые выбросы, связанные с рисками, которые они страхуют, и с активами, в которые они инвестируют.',
      ),
      p(
        'The group will publish interim targets for 2030 next year, covering its investment portfolio and the largest industrial clients of Veltrana Property & Casualty. From 2026 it will no longer insure new coal mines or new coal-fired power plants.',
        'Промежуточные цели на 2030 год группа опубликует в следующем году; они охватят инвестиционный портфель и крупнейших промышленных клиентов компании «Велтрана Имущественное страхование». С 2026 года группа перестанет страховать новые угольные шахты и новые угольные электростанции.',
      ),
      p(
        'Clients in heavy industry will be offered support rather than turned away: engineers from our risk-management team will help them plan the move to cleaner processes, and policy terms will reward measures that cut both emissions and the risk of accidents.',
        'Клиентам из тяжёлой промышленности мы не откажем, а предложим поддержку: инженеры нашей службы управления рисками помогут спланировать переход на более чистые технологии, а условия страхования будут поощрять меры, которые снижают и выбросы, и риск аварий.',
      ),
      p(
        'The group will report on its progress every year in its sustainability report, which is reviewed by an independent auditor.',
        'О ходе работы группа будет ежегодно рассказывать в отчёте об устойчивом развитии, который проверяет независимый аудитор.',
      ),
    ],
  },
]

/** Every article's picture, in list order. */
export const newsPictures = (ctx: SeedContext) => newsItems.map((item) => ctx.image(`news:${item.slug}`, item.alt, PICTURE))

/** Every article, published, with its picture. */
export async function seedNews(ctx: SeedContext) {
  const pictures = newsPictures(ctx)
  for (const [index, { slug, date, label, headline, summary, body }] of newsItems.entries()) {
    const image = await pictures[index]
    const topic = label === results ? 'results' : 'press'
    await createLocalized(ctx.payload, 'news', { slug, date, topic, label, headline, summary, image, body: richText(...body) }, { _status: 'published' })
  }
}
