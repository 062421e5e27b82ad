import zlib from 'node:zlib'

// Just enough of PNG to check a drawn signature on the server without a native image library:
// the header, the size, whether any pixel differs from the first (a blank pad is uniform), and a
// canonical copy of the pixels alone. Only 8-bit, non-interlaced images are read: what a
// browser's canvas.toDataURL() writes.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 }

export type PngInfo = { width: number; height: number; blank: boolean }
/** The decoded image: rows of unfiltered samples, `channels` bytes a pixel. */
export type PngPixels = { width: number; height: number; colorType: number; channels: number; pixels: Buffer }

export class PngError extends Error {}

export function isPng(bytes: Buffer): boolean {
  return bytes.length > 33 && bytes.subarray(0, 8).equals(SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR'
}

/** Width and height from the header alone. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!isPng(bytes)) throw new PngError('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Decode and look at every pixel. `maxPixels` bounds the memory a hostile file can ask for. */
export function inspectPng(bytes: Buffer, maxPixels = 1024 * 1024): PngInfo {
  const { width, height, channels, pixels } = decodePng(bytes, maxPixels)
  let blank = true
  for (let i = channels; i < pixels.length && blank; i++) if (pixels[i] !== pixels[i % channels]) blank = false
  return { width, height, blank }
}

/** The pixels of an 8-bit, non-interlaced PNG; every chunk but IHDR and IDAT, and anything after
 * IEND, is ignored. */
export function decodePng(bytes: Buffer, maxPixels = 1024 * 1024): PngPixels {
  const { width, height } = pngSize(bytes)
  const bitDepth = bytes[24]
  const colorType = bytes[25]
  const interlace = bytes[28]
  const channels = CHANNELS[colorType]
  if (!width || !height || width * height > maxPixels) throw new PngError('unexpected size')
  if (bitDepth !== 8 || !channels || interlace !== 0) throw new PngError('unsupported PNG format')

  const idat: Buffer[] = []
  let offset = 8
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > bytes.length) throw new PngError('truncated PNG')
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length))
    if (type === 'IEND') break
    offset = end
  }
  const stride = width * channels
  const expected = (stride + 1) * height
  let raw: Buffer
  try {
    raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: expected })
  } catch {
    throw new PngError('corrupt image data')
  }
  if (raw.length !== expected) throw new PngError('corrupt image data')

  const pixels = Buffer.alloc(stride * height)
  const previous = Buffer.alloc(stride)
  const line = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels] : 0
      const up = previous[x]
      const upLeft = x >= channels ? previous[x - channels] : 0
      line[x] = (row[x] + predict(filter, left, up, upLeft)) & 0xff
    }
    line.copy(pixels, y * stride)
    line.copy(previous)
  }
  return { width, height, colorType, channels, pixels }
}

/** A PNG of these pixels and nothing else: IHDR, one IDAT (rows unfiltered, deflated at the
 * highest level), IEND. The same pixels always give the same bytes. */
export function encodePng({ width, height, colorType, channels, pixels }: PngPixels): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = colorType
  const stride = width * channels
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  const data = zlib.deflateSync(raw, { level: 9 })
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))])
}

/** The same picture with no other chunk and nothing after it: what is kept of an upload. */
export function canonicalPng(bytes: Buffer, maxPixels?: number): Buffer {
  return encodePng(decodePng(bytes, maxPixels))
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  data.copy(out, 8)
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length)
  return out
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0
    case 1:
      return left
    case 2:
      return up
    case 3:
      return (left + up) >> 1
    case 4: {
      const p = left + up - upLeft
      const pa = Math.abs(p - left)
      const pb = Math.abs(p - up)
      const pc = Math.abs(p - upLeft)
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
    }
    default:
      throw new PngError('bad filter')
  }
}
