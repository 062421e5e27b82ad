import type { Endpoint, PayloadRequest } from 'payload'
import { roleOf } from '../../platform/access/roles'

// GET /api/form-submissions/export.csv[?form=<id>]: every submission (of one form) as CSV, for
// whoever may read submissions (the collection's own read access decides, with the caller as the
// user). A column per field name, in the order the fields first appear; one row per submission.

export const EXPORT_PATH = '/export.csv'
const PAGE = 500

type Row = {
  id: string | number
  createdAt: string
  form: unknown
  language?: string | null
  page?: string | null
  submissionData?: { field: string; value: string }[] | null
}

/** A cell as CSV quotes it. A value a spreadsheet would run as a formula (=, +, -, @, tab, return
 * first) is prefixed with an apostrophe, so a visitor's text stays text. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

const formTitle = (form: unknown) => (typeof form === 'object' && form ? String((form as { title?: unknown }).title ?? '') : String(form ?? ''))

async function readAll(req: PayloadRequest, formId: string | null): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const batch = await req.payload.find({
      collection: 'form-submissions',
      where: formId ? { form: { equals: formId } } : undefined,
      sort: 'createdAt',
      depth: 1,
      limit: PAGE,
      page,
      user: req.user,
      overrideAccess: false,
    })
    rows.push(...(batch.docs as Row[]))
    if (!batch.hasNextPage) return rows
  }
}

export function toCsv(rows: Row[]): string {
  const names: string[] = []
  for (const row of rows) for (const { field } of row.submissionData ?? []) if (!names.includes(field)) names.push(field)
  const header = ['id', 'createdAt', 'form', 'language', 'page', ...names]
  const lines = rows.map((row) => {
    const answers = new Map((row.submissionData ?? []).map((answer) => [answer.field, answer.value]))
    return [row.id, row.createdAt, formTitle(row.form), row.language, row.page, ...names.map((name) => answers.get(name))].map(csvCell).join(',')
  })
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Cyrillic included).
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`
}

export const exportEndpoint: Endpoint = {
  path: EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    if (!roleOf(req)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const form = new URL(req.url ?? '', 'http://site').searchParams.get('form')
    const formId = form && /^[\w-]{1,40}$/.test(form) ? form : null
    const body = toCsv(await readAll(req, formId))
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="form-submissions${formId ? `-${formId}` : ''}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
