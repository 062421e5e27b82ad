import type { Payload } from 'payload'
import { createLocalized } from '../../platform/seed/create'
import { L } from '../../platform/seed/localized'
import type { SubsidiaryCategory } from './subsidiaryCategories'

const site = (host: string) => `https://${host}.veltrana.example`

type Row = [number, SubsidiaryCategory | null, string | null, string, string]

// The 21 invented companies of the fictional group, in list order (created in this order, so
// listed in it): number, category, website, English and Russian names. Entries 9 and 12 have no
// category and no website, so the list shows both cases.
const ROWS: Row[] = [
  [1, 'insurance', site('life'), 'Veltrana Life Insurance', 'Велтрана Страхование жизни'],
  [2, 'insurance', site('property'), 'Veltrana Property & Casualty', 'Велтрана Имущественное страхование'],
  [3, 'insurance', site('health-insurance'), 'Veltrana Health Insurance', 'Велтрана Медицинское страхование'],
  [4, 'banking', site('bank'), 'Veltrana Bank', 'Велтрана Банк'],
  [5, 'banking', site('business-bank'), 'Veltrana Business Bank', 'Велтрана Бизнес Банк'],
  [6, 'assets', site('am'), 'Veltrana Asset Management', 'Велтрана Управление активами'],
  [7, 'assets', site('trust'), 'Veltrana Trust', 'Велтрана Траст'],
  [8, 'assets', site('securities'), 'Veltrana Securities', 'Велтрана Брокер'],
  [9, null, null, 'Veltrana Shared Services Centre', 'Общий центр обслуживания Велтраны'],
  [10, 'assets', site('leasing'), 'Veltrana Financial Leasing', 'Велтрана Лизинг'],
  [11, 'technology', site('tech'), 'Veltrana Technology', 'Велтрана Технологии'],
  [12, null, null, 'Veltrana Charitable Foundation', 'Благотворительный фонд Велтраны'],
  [13, 'technology', site('healthcloud'), 'Veltrana Health Cloud', 'Велтрана Облако Здоровья'],
  [14, 'technology', site('datalabs'), 'Veltrana Data Labs', 'Велтрана Лаборатория данных'],
  [15, 'finance', site('pension'), 'Veltrana Pension Fund', 'НПФ Велтрана'],
  [16, 'finance', site('credit'), 'Veltrana Consumer Finance', 'Велтрана Кредит'],
  [17, 'finance', site('pay'), 'Veltrana Pay', 'Велтрана Пэй'],
  [18, 'healthcare', site('clinics'), 'Veltrana Clinics', 'Клиники Велтрана'],
  [19, 'healthcare', site('care'), 'Veltrana Care', 'Велтрана Забота'],
  [20, 'healthcare', site('homecare'), 'Veltrana Home Care', 'Велтрана Помощь на дому'],
  [21, 'insurance', site('re'), 'Veltrana Reinsurance', 'Велтрана Перестрахование'],
]

export const subsidiaries = ROWS.map(([, category, url, en, ru]) => ({ category, url, name: L(en, ru) }))

export async function seedSubsidiaries(payload: Payload) {
  for (const company of subsidiaries) await createLocalized(payload, 'subsidiaries', company)
}
