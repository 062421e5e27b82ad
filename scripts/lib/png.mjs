import zlib from 'node:zlib'

// A minimal PNG writer (RGBA, 8 bits, each row with the given filter type): the drawn signatures of the tests and of the
// bench's customers, which register as the cabinet's form does.

/** One PNG chunk: length, type, data, CRC. */
export function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A width×height RGBA PNG; `ink(x, y)` says which pixels are black, the rest is transparent.
 * @param {number} width
 * @param {number} height
 * @param {(x: number, y: number) => boolean} [ink]
 * @param {number} [filter]
 * @returns {Buffer}
 */
export function makePng(width, height, ink = () => false, filter = 0) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 6
  const stride = width * 4
  const rows = []
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const line = Buffer.alloc(stride)
    for (let x = 0; x < width; x++) if (ink(x, y)) line[x * 4 + 3] = 255
    const out = Buffer.alloc(stride + 1)
    out[0] = filter
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? line[i - 4] : 0
      const predicted = filter === 1 ? left : filter === 2 ? previous[i] : filter === 3 ? (left + previous[i]) >> 1 : 0
      out[i + 1] = (line[i] - predicted) & 0xff
    }
    rows.push(out)
    previous = line
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

/** @param {Buffer} png */
export const toDataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`

/** A size×size "signature": a diagonal stroke, moved right by `seed`. */
export const drawnSignature = (size = 200, seed = 0) => toDataUrl(makePng(size, size, (x, y) => Math.abs(x - y - seed) < 3))
