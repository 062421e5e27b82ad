// The group's mark, and media-kit pictures for the gallery: the logo in its variants and drawn
// office buildings, so the press page shows something recognisable rather than abstract shapes.
import { random } from './images'

const NAVY = '#0b2a4a'
const GOLD = '#b8893b'
const FONT = 'DejaVu Sans, Arial, sans-serif'

/** The mark: a stylised V in gold on a navy tile, `size` pixels square at (x, y). */
const mark = (x: number, y: number, size: number, tile = NAVY) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="${tile}"/><path d="M14 16h9l9 23 9-23h9L37 48h-10z" fill="${GOLD}"/></g>`

/** The mark alone, for the site's header. */
export const logoSvg = (size = 256) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${mark(0, 0, size)}</svg>`

const canvas = (width: number, height: number, body: string, background = '#f4f6f9') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`

/** The logo variants of the media kit, each centred on a 4:3 sheet. */
export function logoVariantSvg(variant: 'horizontal' | 'vertical' | 'english', width = 1200, height = 900): string {
  const cx = width / 2
  const cy = height / 2
  if (variant === 'vertical') {
    return canvas(
      width,
      height,
      `${mark(cx - 110, cy - 250, 220)}
<text x="${cx}" y="${cy + 68}" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" letter-spacing="10" fill="${NAVY}">ВЕЛТРАНА</text>
<text x="${cx}" y="${cy + 140}" text-anchor="middle" font-family="${FONT}" font-size="40" letter-spacing="18" fill="${GOLD}">ГРУППА</text>`,
    )
  }
  const [name, tagline] = variant === 'english' ? ['VELTRANA', 'GROUP'] : ['ВЕЛТРАНА', 'ГРУППА']
  return canvas(
    width,
    height,
    `${mark(cx - 430, cy - 90, 180, variant === 'english' ? '#1f5f8b' : NAVY)}
<text x="${cx - 215}" y="${cy + 22}" font-family="${FONT}" font-size="112" font-weight="700" letter-spacing="6" fill="${variant === 'english' ? '#ffffff' : NAVY}">${name}</text>
<text x="${cx - 210}" y="${cy + 84}" font-family="${FONT}" font-size="44" letter-spacing="20" fill="${GOLD}">${tagline}</text>`,
    variant === 'english' ? NAVY : '#f4f6f9',
  )
}

/** An office building at dusk: a glass tower (or a low campus) among a skyline, lit windows. */
export function officeSvg(seed: number, style: 'tower' | 'campus' | 'twin' = 'tower', width = 1200, height = 900): string {
  const rnd = random(seed * 7919 + 17)
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2a4a"/><stop offset="0.65" stop-color="#2f5f8b"/><stop offset="1" stop-color="#d9b46a"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1f4f7a"/><stop offset="0.5" stop-color="#3f7fb0"/><stop offset="1" stop-color="#173c60"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>`
  const ground = height * 0.86
  // Far skyline.
  let skyline = ''
  for (let x = -20; x < width;) {
    const w = 50 + rnd() * 90
    const h = 120 + rnd() * 260
    skyline += `<rect x="${x.toFixed(0)}" y="${(ground - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#10324f" opacity="0.75"/>`
    x += w + 6
  }
  const windows = (x: number, y: number, w: number, h: number, cols: number, rows: number) => {
    let out = ''
    const cw = w / cols
    const rh = h / rows
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        if (rnd() > 0.45)
          out += `<rect x="${(x + c * cw + cw * 0.2).toFixed(1)}" y="${(y + r * rh + rh * 0.25).toFixed(1)}" width="${(cw * 0.6).toFixed(1)}" height="${(rh * 0.5).toFixed(1)}" fill="#f2d59b" opacity="${(0.45 + rnd() * 0.5).toFixed(2)}"/>`
    return out
  }
  const tower = (x: number, w: number, h: number) =>
    `<path d="M${x} ${ground} V${ground - h + 40} L${x + w / 2} ${ground - h} L${x + w} ${ground - h + 40} V${ground} Z" fill="url(#glass)"/>` +
    windows(x + 8, ground - h + 60, w - 16, h - 80, Math.round(w / 22), Math.round((h - 80) / 26))
  let main = ''
  if (style === 'tower') main = tower(width * 0.38, width * 0.22, height * 0.72)
  if (style === 'twin') main = tower(width * 0.26, width * 0.17, height * 0.62) + tower(width * 0.52, width * 0.17, height * 0.7)
  if (style === 'campus')
    main =
      `<rect x="${width * 0.12}" y="${ground - height * 0.3}" width="${width * 0.76}" height="${height * 0.3}" fill="url(#glass)"/>` +
      windows(width * 0.12 + 10, ground - height * 0.3 + 14, width * 0.76 - 20, height * 0.3 - 24, 24, 6) +
      `<rect x="${width * 0.1}" y="${ground - height * 0.31}" width="${width * 0.8}" height="10" fill="#0b2a4a"/>`
  const sign = `<g opacity="0.95">${mark(width * 0.06, height * 0.06, 64)}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sky}${skyline}${main}<rect y="${ground}" width="${width}" height="${height - ground}" fill="#0b2a4a"/>${sign}</svg>`
}
