// The periods the history page groups its milestones by, in display order. Shared by the
// `history-milestones` schema and the site (the values are also the page's ?tab= values, such as
// ?tab=2018-Present). No Payload import: the browser bundle reads this file too.
export const HISTORY_PERIODS = ['1988-1997', '1998-2007', '2008-2017', '2018-Present'] as const
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number]
