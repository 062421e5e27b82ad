/** The rendition link previews show (Open Graph's recommended 1.91:1): cropped around the editor's
 * focal point, so it is never part of an image's srcset, whose renditions keep the original's shape. */
export const SHARE_SIZE = { name: 'share', width: 1200, height: 630 } as const

/** A page's picture for link previews: the share rendition, or the original where an image has none. */
export type ShareImage = { url: string; width: number; height: number; alt: string }
