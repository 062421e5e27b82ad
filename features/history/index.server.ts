export { HistoryMilestones } from './HistoryMilestones'
export { HISTORY_PERIODS, type HistoryPeriod } from './historyPeriods'
