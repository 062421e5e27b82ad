// A signature as the cabinet's pad sends it: a 200×200 PNG with a stroke on a transparent
// ground, as a data URL. Drawn by sharp from a small SVG; `seed` moves the stroke.
import sharp from 'sharp'

export async function signatureDataUrl(seed = 0) {
  const a = 40 + (seed % 120)
  const b = 180 - ((seed * 7) % 140)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><path d="M20 ${a} C 70 20, 130 180, 180 ${b}" stroke="#000" stroke-width="4" fill="none"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}
