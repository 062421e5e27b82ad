// The feature's public face for server code: other folders import its server side only from here.
export { DocumentFiles } from './DocumentFiles'
export { documentYears, filterDocuments, type LibraryDocument, listDocuments, publicFileNames } from './documents.server'
export { Documents } from './Documents'
export { type CalendarEvent, findEvent, listEvents, splitEvents } from './events.server'
export { Events } from './Events'
export { icsResponse } from './icsResponse.server'
export { releaseParts, type ReleaseParts } from './release.server'
