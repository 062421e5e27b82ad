export { DraftPreviewNote } from './DraftPreviewNote'
