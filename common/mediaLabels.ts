// The small section labels of the media pages ("News", "Stories and insights" ...). Their
// wording is a UI string (features/translations/*/media.json, key Media_label_<value>), so it
// reads the same on every block; a block only says which one it wears.
export const MEDIA_LABELS = ['news', 'stories', 'perspectives', 'irEvents', 'results'] as const
export type MediaLabel = (typeof MEDIA_LABELS)[number]
