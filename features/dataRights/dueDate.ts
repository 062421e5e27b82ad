// When a data subject's request must be answered: 152-FZ gives the operator 10 working days. Working days are Monday to
// Friday, counted on UTC calendar dates from the day after the request; public holidays are not known here, so a due
// date never falls later than the law's.

export const ANSWER_WORKING_DAYS = 10

const DAY_MS = 24 * 60 * 60 * 1000

/** The end (23:59:59.999 UTC) of the `days`-th working day after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = days
  while (left > 0) {
    at.setTime(at.getTime() + DAY_MS)
    const weekday = at.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return new Date(at.getTime() + DAY_MS - 1)
}

/** Whether a request due at `dueAt` is past its due date at `now`. */
export function isOverdue(dueAt: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(dueAt) && Date.parse(dueAt!) < now.getTime()
}
