// React 18's server renderer encodes text into 2048-byte buffers and, when a multi-byte
// character does not fit at a buffer's end, sends the whole buffer anyway: its last one to three
// bytes were never written and are zero. UTF-8 writes a zero byte only for U+0000, which no page
// contains (React renders none, and HTML treats it as an error), so zeros at a chunk's end are
// always that unwritten space. React 19 sends only the written part.

/** Longest unwritten tail: one byte short of the longest UTF-8 character (four bytes). */
const MAX_UNWRITTEN = 3

/** The chunk without the unwritten zero bytes at its end. */
export function writtenPart(chunk: Buffer): Buffer {
  let end = chunk.length
  while (end > 0 && chunk.length - end < MAX_UNWRITTEN && chunk[end - 1] === 0) end--
  return end === chunk.length ? chunk : chunk.subarray(0, end)
}
