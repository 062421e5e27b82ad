export { HistoryTimelineBlock as default } from '../../blocks/HistoryTimelineBlock'
