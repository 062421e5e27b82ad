import type { DocumentKind, DocumentPeriod, EventKind } from '../../common/investors'
import type { Label } from '../../platform/fields/label'

// The admin's names of the investor kinds; the site names them through the UI-string catalogue.

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, Label> = {
  annualReport: { en: 'Annual report', ru: 'Годовой отчёт' },
  interimReport: { en: 'Interim report', ru: 'Промежуточный отчёт' },
  resultsPresentation: { en: 'Results presentation', ru: 'Презентация результатов' },
  esgReport: { en: 'ESG report', ru: 'Отчёт об устойчивом развитии' },
  governance: { en: 'Governance document', ru: 'Документ корпоративного управления' },
  other: { en: 'Other', ru: 'Другое' },
}

export const DOCUMENT_PERIOD_LABELS: Record<DocumentPeriod, Label> = {
  year: { en: 'Full year', ru: 'Год' },
  h1: { en: 'First half', ru: 'Первое полугодие' },
  h2: { en: 'Second half', ru: 'Второе полугодие' },
  q1: { en: 'First quarter', ru: 'Первый квартал' },
  q2: { en: 'Second quarter', ru: 'Второй квартал' },
  q3: { en: 'Third quarter (nine months)', ru: 'Третий квартал (девять месяцев)' },
  q4: { en: 'Fourth quarter', ru: 'Четвёртый квартал' },
}

export const EVENT_KIND_LABELS: Record<EventKind, Label> = {
  results: { en: 'Results', ru: 'Результаты' },
  meeting: { en: 'Shareholder meeting', ru: 'Собрание акционеров' },
  investorDay: { en: 'Investor day', ru: 'День инвестора' },
  conference: { en: 'Conference', ru: 'Конференция' },
  call: { en: 'Conference call', ru: 'Телефонная конференция' },
  other: { en: 'Other', ru: 'Другое' },
}
