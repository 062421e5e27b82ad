import { describe, expect, it } from 'vitest'
import { compactMedia } from './compactMedia.server'
import { toImage } from './media'

const upload = {
  id: 7,
  alt: 'Harbour at dawn',
  filename: 'harbour.webp',
  mimeType: 'image/webp',
  filesize: 123456,
  url: '/api/media/file/harbour.webp',
  width: 1600,
  height: 900,
  createdAt: '2026-11-21',
  sizes: {
    sm: { url: '/api/media/file/harbour-480.webp', width: 480, height: 270, filename: 'harbour-480.webp', mimeType: 'image/webp', filesize: 1 },
    md: { url: '/api/media/file/harbour-960.webp', width: 960, height: 540, filename: 'harbour-960.webp', mimeType: 'image/webp', filesize: 2 },
  },
}

describe('compactMedia', () => {
  it('keeps only what an image needs, wherever the upload sits', () => {
    const layout = [{ blockType: 'hero', title: 'T', image: upload, slides: [{ image: upload }] }]
    const compact = compactMedia(layout)
    expect(compact[0].image).toEqual({
      url: '/api/media/file/harbour.webp',
      alt: 'Harbour at dawn',
      width: 1600,
      height: 900,
      srcSet: '/api/media/file/harbour-480.webp 480w, /api/media/file/harbour-960.webp 960w, /api/media/file/harbour.webp 1600w',
    })
    expect(compact[0].slides[0].image).toEqual(compact[0].image)
    expect(compact[0].title).toBe('T')
  })

  it('gives components the same image whether or not the server compacted it', () => {
    expect(toImage(compactMedia(upload))).toEqual(toImage(upload))
  })
})
