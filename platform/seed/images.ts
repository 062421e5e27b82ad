// Demo images are drawn here (no stock photos can be fetched): abstract on-brand compositions
// and portrait placeholders as SVG (imageUploads.ts stores them as CMS uploads).

const PALETTES = [
  ['#0b2a4a', '#1f5f8b', '#b8893b', '#e9eef4'],
  ['#123a63', '#2f7f84', '#d9b46a', '#f2efe7'],
  ['#0e3b3f', '#3e8d7a', '#c7a15a', '#edf4f1'],
  ['#2a2350', '#5b5aa8', '#d6a85c', '#f1eff8'],
  ['#3b1f2b', '#8f4a5a', '#d9b16c', '#f7efec'],
  ['#10324f', '#4b87b8', '#e0b76a', '#eef3f8'],
]

/** A small deterministic random source, so the seed draws the same pictures every time. */
export function random(seed: number) {
  let s = seed % 2147483647 || 1
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646
}

function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return Math.abs(h)
}

/** Soft overlapping shapes and a horizon of arcs: reads as a photo placeholder, not clip art. */
export function abstractSvg(key: string, width: number, height: number): string {
  const rnd = random(hash(key))
  const [deep, mid, gold, light] = PALETTES[hash(key) % PALETTES.length]
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = (0.15 + rnd() * 0.45) * Math.max(width, height)
    const color = [mid, gold, light, mid][i % 4]
    return `<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" opacity="${(0.12 + rnd() * 0.25).toFixed(2)}"/>`
  }).join('')
  const lines = Array.from({ length: 5 }, (_, i) => {
    const y = height * (0.55 + i * 0.09)
    return `<path d="M0 ${y.toFixed(0)} Q ${(width * 0.5).toFixed(0)} ${(y - height * (0.18 + rnd() * 0.2)).toFixed(0)} ${width} ${y.toFixed(0)}" stroke="${light}" stroke-opacity="${(0.15 + i * 0.06).toFixed(2)}" stroke-width="${(2 + i).toFixed(0)}" fill="none"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${lines}</svg>`
}

/** A portrait placeholder: a head and shoulders on a calm gradient, with no letters, so it suits
 * a page in any language (the site writes the name beside it). */
export function portraitSvg(name: string, size = 600): string {
  const [deep, mid, gold] = PALETTES[hash(name) % PALETTES.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<circle cx="50" cy="50" r="46" fill="${gold}" opacity="0.18"/>
<circle cx="50" cy="39" r="16" fill="#ffffff" opacity="0.6"/>
<path d="M18 100c0-20 14-33 32-33s32 13 32 33z" fill="#ffffff" opacity="0.6"/></svg>`
}
