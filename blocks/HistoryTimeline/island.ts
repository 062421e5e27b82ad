export { HistoryTimeline as default } from './HistoryTimeline'
