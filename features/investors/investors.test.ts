import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { renderedUrl } from '../../common/pageParams'
import { archivePage } from '../news/archive'
import type { CalendarEvent } from './events.server'
import { splitEvents } from './events.server'
import { eventTimeText } from './eventTime'
import { documentTypeOf } from './fileType'
import { icsCalendar } from './ics'
import { demoPdf } from './seed/demoPdf'
import { zonedTimeToUtc } from './seed/zonedTime'

const event = (id: number, start: string, end: string, timeZone = 'Europe/Moscow'): CalendarEvent => ({
  id,
  title: `Event ${id}, with a comma; and a long title that goes on well past the seventy-five octets a line may hold`,
  kind: 'results',
  start,
  end,
  timeZone,
  place: 'Moscow',
  webcastUrl: 'https://webcast.example/1',
  description: 'Line one\nline two',
  documents: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
})

describe('document file types', () => {
  it('knows a PDF by its content, whatever it is called', async () => {
    const pdf = await demoPdf({
      brand: { en: 'Veltrana Group', ru: 'Группа Велтрана' },
      language: 'ru',
      title: 'Отчёт',
      period: '2026',
      paragraphs: ['Текст'],
      footer: 'Москва',
      date: new Date('2026-01-01'),
    })
    expect(await documentTypeOf(pdf)).toEqual({ ok: true, mime: 'application/pdf' })
  })
  it('refuses a web page or an executable named .pdf', async () => {
    expect(await documentTypeOf(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toMatchObject({ ok: false })
    expect(await documentTypeOf(Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]))).toMatchObject({ ok: false })
  })
  it('accepts a ZIP archive', async () => {
    // An empty ZIP: only the end-of-central-directory record.
    const zip = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])
    const found = await documentTypeOf(zip)
    expect(found.ok ? found.mime : found.detected).toBe('application/zip')
  })
})

describe('event times', () => {
  it('turns a wall-clock time in a zone into the instant, across summer time', () => {
    expect(zonedTimeToUtc('2027-03-24T11:00', 'Europe/Moscow').toISOString()).toBe('2027-03-24T08:00:00.000Z')
    expect(zonedTimeToUtc('2027-05-20T09:00', 'America/New_York').toISOString()).toBe('2027-05-20T13:00:00.000Z')
    expect(zonedTimeToUtc('2026-12-08T09:30', 'Europe/London').toISOString()).toBe('2026-12-08T09:30:00.000Z')
  })
  it('shows the time in the event’s own zone, with its offset', () => {
    expect(eventTimeText('2027-05-20T13:00:00.000Z', '2027-05-20T14:00:00.000Z', 'America/New_York', 'en')).toMatch(/20 May 2027.*09:00.*10:00.*GMT-4/)
    expect(eventTimeText('2027-03-24T08:00:00.000Z', '2027-03-24T09:30:00.000Z', 'Europe/Moscow', 'ru')).toMatch(/24 марта 2027.*11:00.*12:30.*GMT\+3/)
  })
  it('splits upcoming (earliest first) from past (latest first) by the end', () => {
    const events = [
      event(1, '2026-01-01T08:00:00Z', '2026-01-01T09:00:00Z'),
      event(2, '2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z'),
      event(3, '2027-01-01T08:00:00Z', '2027-01-01T09:00:00Z'),
    ]
    const { upcoming, past } = splitEvents(events, new Date('2026-06-01T08:30:00Z'))
    expect(upcoming.map((e) => e.id)).toEqual([2, 3])
    expect(past.map((e) => e.id)).toEqual([1])
  })
})

describe('iCalendar files', () => {
  const options = {
    name: 'Veltrana Group: financial calendar',
    host: 'veltrana.example',
    pageUrl: 'https://veltrana.example/investors/calendar?lng=en',
    webcastLabel: 'Webcast',
  }
  it('parse as RFC 5545 and name each event’s time in UTC', () => {
    const text = icsCalendar(
      [event(7, '2027-03-24T08:00:00.000Z', '2027-03-24T09:30:00.000Z'), event(8, '2027-05-20T13:00:00.000Z', '2027-05-20T14:00:00.000Z')],
      options,
    )
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('DTSTART:20270324T080000Z')
    expect(text).toContain('DTEND:20270520T140000Z')
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const [first, second] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(first!.uid).toBe('event-7@veltrana.example')
    expect(first!.summary).toContain('with a comma; and a long title')
    expect(first!.startDate.toJSDate().toISOString()).toBe('2027-03-24T08:00:00.000Z')
    expect(second!.endDate.toJSDate().toISOString()).toBe('2027-05-20T14:00:00.000Z')
    expect(first!.description).toBe('Line one\nline two\nWebcast: https://webcast.example/1')
  })
  it('keep a name with line breaks on one line', () => {
    const text = icsCalendar([], { ...options, name: 'X\r\nX-INJ:1\u0007;, Ltd' })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstProperty('x-inj')).toBeNull()
    expect(calendar.getFirstPropertyValue('name')).toBe('X X-INJ:1 ;, Ltd')
  })
  it('are the same bytes for the same events (the stamp is the last change)', () => {
    const events = [event(7, '2027-03-24T08:00:00.000Z', '2027-03-24T09:30:00.000Z')]
    expect(icsCalendar(events, options)).toBe(icsCalendar(events, options))
  })
})

describe('list filters in the address', () => {
  it('keeps a valid year and kind on the library, one spelling, and drops the rest', () => {
    expect(renderedUrl('/investors/reports?kind=annualReport&year=2025&utm=x')).toBe('/investors/reports?kind=annualReport&year=2025')
    expect(renderedUrl('/investors/reports?kind=nonsense&year=99999')).toBe('/investors/reports')
    expect(renderedUrl('/investors/reports?year=1900')).toBe('/investors/reports')
    // Other pages do not read them.
    expect(renderedUrl('/about_us?year=2025&kind=annualReport')).toBe('/about_us')
  })
  it('keeps the archive’s year, label and page, page 1 as no page', () => {
    expect(renderedUrl('/media/news?page=2&label=%20Results%20&year=2026')).toBe('/media/news?label=Results&page=2&year=2026')
    expect(renderedUrl('/media/news?page=1')).toBe('/media/news')
    expect(renderedUrl('/media/news?page=-3')).toBe('/media/news')
  })
})

describe('news archive pages', () => {
  const items = Array.from({ length: 14 }, (_, i) => ({ id: i, date: `${i < 8 ? 2026 : 2025}-0${(i % 9) + 1}-01`, label: i % 2 ? 'Results' : 'Group news' }))
  it('pages newest first with newer and older addresses', () => {
    const first = archivePage(items, { year: null, label: null, page: 1 }, 6)!
    expect(first.items.map((i) => i.id)).toEqual([0, 1, 2, 3, 4, 5])
    expect([first.pages, first.newer, first.older]).toEqual([3, null, '/media/news?page=2'])
    const last = archivePage(items, { year: null, label: null, page: 3 }, 6)!
    expect([last.page, last.newer, last.older]).toEqual([3, '/media/news?page=2', null])
  })
  it('has no page past the last, nor for a year or label no article has', () => {
    expect(archivePage(items, { year: null, label: null, page: 4 }, 6)).toBeNull()
    expect(archivePage(items, { year: 1999, label: null, page: 1 }, 6)).toBeNull()
    expect(archivePage(items, { year: null, label: 'Made up', page: 1 }, 6)).toBeNull()
    expect(archivePage([], { year: null, label: null, page: 1 }, 6)?.items).toEqual([])
  })
  it('filters by year and label and keeps the filters in the page links', () => {
    const page = archivePage(items, { year: 2026, label: 'Results', page: 1 }, 2)!
    expect(page.items.map((i) => i.id)).toEqual([1, 3])
    expect(page.older).toBe('/media/news?year=2026&label=Results&page=2')
    expect(page.years).toEqual([2026, 2025])
    expect(page.labels).toEqual(['Group news', 'Results'])
  })
})
