// The feature's public face for server code: other folders import its server side only from here.
export { HistoryMilestones } from './HistoryMilestones'
export { HISTORY_PERIODS, type HistoryPeriod } from './historyPeriods'
