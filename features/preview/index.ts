// The feature's public face: other folders import it only from here.
export { DraftPreviewNote } from './DraftPreviewNote'
