import type { Payload } from 'payload'
import { createLocalized } from './lib/create'
import { L } from './lib/localized'

const item = (date: string, label: ReturnType<typeof L<string>>, headline: ReturnType<typeof L<string>>) => ({ date, label, headline, link: '/about_us' })

const results = L('Results', 'Результаты')
const group = L('Group news', 'Новости группы')
const care = L('Health and care', 'Здоровье и забота')
const esg = L('Sustainability', 'Устойчивое развитие')

/** Invented news of the fictional group, newest first. */
export const newsItems = [
  item(
    '2026-10-28',
    results,
    L(
      'Veltrana reports nine-month operating profit up 7.4 % on a comparable basis',
      'Операционная прибыль Велтраны за девять месяцев выросла на 7,4 % в сопоставимых условиях',
    ),
  ),
  item(
    '2026-09-15',
    care,
    L('Veltrana Care opens its twelfth senior residence, in Kazan', '«Велтрана Забота» открывает двенадцатую резиденцию для старшего поколения — в Казани'),
  ),
  item(
    '2026-08-26',
    results,
    L(
      'Interim results 2026: new business value grows for the sixth quarter in a row',
      'Промежуточные результаты 2026 года: стоимость нового бизнеса растёт шестой квартал подряд',
    ),
  ),
  item(
    '2026-07-02',
    esg,
    L(
      'Group issues its first green bond to finance energy-efficient clinics',
      'Группа выпускает первые зелёные облигации для финансирования энергоэффективных клиник',
    ),
  ),
  item(
    '2026-05-19',
    group,
    L(
      'Investors Day 2026: Veltrana sets out its integrated-care strategy to 2030',
      'День инвестора 2026: Велтрана представила стратегию интегрированной заботы до 2030 года',
    ),
  ),
  item(
    '2026-03-24',
    results,
    L('Annual results 2025: a record 41 million retail clients', 'Годовые результаты 2025 года: рекордные 41 млн розничных клиентов'),
  ),
  item(
    '2026-02-10',
    group,
    L('Veltrana Health Cloud passes 100 million online consultations', 'Сервис «Велтрана Облако Здоровья» провёл более 100 млн онлайн-консультаций'),
  ),
  item(
    '2025-12-01',
    esg,
    L('Veltrana joins the national net-zero insurance alliance', 'Велтрана вступила в национальный альянс страховщиков за нулевые выбросы'),
  ),
]

export async function seedNews(payload: Payload) {
  for (const news of newsItems) await createLocalized(payload, 'news', news)
}
