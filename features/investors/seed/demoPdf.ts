import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

// The demo reports are real PDFs drawn at seed time: a cover and a page of highlights. PDF's
// standard fonts have no Cyrillic, so Noto Sans (SIL Open Font Licence, shipped as TTF files in
// an npm package) is embedded; pdfkit keeps only the glyphs used.

const require = createRequire(import.meta.url)
const FONT = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
}

const NAVY = '#0b2545'
const GOLD = '#c9a227'

export type DemoPdf = {
  /** The group's name in both languages, shown on every cover. */
  brand: { en: string; ru: string }
  /** The language the document is written in, for the PDF's metadata. */
  language: 'en' | 'ru'
  title: string
  /** "Full year 2025", "Первое полугодие 2026 года" … */
  period: string
  /** Short paragraphs of the highlights page. */
  paragraphs: string[]
  /** The last line of each page. */
  footer: string
  /** The document's date, in its metadata; fixed so the seed makes the same bytes each run. */
  date: Date
}

/** A two-page A4 PDF. */
export function demoPdf(content: DemoPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.title, Author: content.brand[content.language], CreationDate: content.date, ModDate: content.date },
  })
  doc.registerFont('regular', FONT.regular)
  doc.registerFont('bold', FONT.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { width, height } = doc.page

  // The cover: navy, the brand in both languages, the title and the period.
  doc.rect(0, 0, width, height).fill(NAVY)
  doc.rect(56, 120, 64, 6).fill(GOLD)
  doc.fillColor('#ffffff').font('bold').fontSize(22).text(content.brand.en, 56, 150)
  doc.font('regular').fontSize(16).fillColor('#d6dde8').text(content.brand.ru, 56, 182)
  doc
    .font('bold')
    .fontSize(34)
    .fillColor('#ffffff')
    .text(content.title, 56, 320, { width: width - 112 })
  doc
    .font('regular')
    .fontSize(18)
    .fillColor(GOLD)
    .text(content.period, { width: width - 112 })
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#d6dde8')
    .text(content.footer, 56, height - 90, { width: width - 112 })

  // The highlights.
  doc.addPage()
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(NAVY)
    .text(content.title, { width: width - 112 })
  doc.moveDown(0.3).font('regular').fontSize(12).fillColor('#5a6b82').text(content.period)
  doc.moveDown(1.2).fillColor('#1d2733').fontSize(11.5)
  for (const paragraph of content.paragraphs) doc.text(paragraph, { width: width - 112, lineGap: 3 }).moveDown(0.8)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#5a6b82')
    .text(`${content.brand.en} · ${content.brand.ru}`, 56, height - 80, { width: width - 112 })
  doc.end()
  return done
}
