import zlib from 'node:zlib'

// Just enough of PNG to check a drawn signature on the server without a native image library:
// the header, the size, and whether any pixel differs from the first (a blank pad is uniform).
// Only 8-bit, non-interlaced images are read: what a browser's canvas.toDataURL() writes.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 }

export type PngInfo = { width: number; height: number; blank: boolean }

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

  const previous = Buffer.alloc(stride)
  const line = Buffer.alloc(stride)
  const first = Buffer.alloc(channels)
  let blank = true
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels] : 0
      const up = previous[x]
      const upLeft = x >= channels ? previous[x - channels] : 0
      line[x] = (row[x] + predict(filter, left, up, upLeft)) & 0xff
    }
    if (y === 0) line.copy(first, 0, 0, channels)
    if (blank) {
      for (let x = 0; x < stride; x++) {
        if (line[x] !== first[x % channels]) {
          blank = false
          break
        }
      }
    }
    line.copy(previous)
  }
  return { width, height, blank }
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
