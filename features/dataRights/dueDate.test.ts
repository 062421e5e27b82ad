import { describe, expect, it } from 'vitest'
import { ANSWER_WORKING_DAYS, addWorkingDays, isOverdue } from './dueDate'

// Dates are UTC; 2026-03-02 is a Monday.
const day = (iso: string) => new Date(`${iso}T10:00:00.000Z`)
const date = (d: Date) => d.toISOString().slice(0, 10)

describe('addWorkingDays', () => {
  it.each([
    ['Monday', '2026-03-02', '2026-03-16'],
    ['Wednesday', '2026-03-04', '2026-03-18'],
    ['Friday', '2026-03-06', '2026-03-20'],
    ['Saturday', '2026-03-07', '2026-03-20'],
    ['Sunday', '2026-03-08', '2026-03-20'],
  ])('10 working days after a request made on a %s skip both weekends', (_, from, due) => {
    expect(date(addWorkingDays(day(from), ANSWER_WORKING_DAYS))).toBe(due)
  })

  it('counts from the next day and lands on a weekday, for one working day too', () => {
    expect(date(addWorkingDays(day('2026-03-06'), 1))).toBe('2026-03-09')
    expect(date(addWorkingDays(day('2026-03-02'), 1))).toBe('2026-03-03')
  })

  it('ends at the close of the due day, so a request is overdue only once that day is over', () => {
    const due = addWorkingDays(day('2026-03-02'), ANSWER_WORKING_DAYS)
    expect(due.toISOString()).toBe('2026-03-16T23:59:59.999Z')
    expect(isOverdue(due.toISOString(), new Date('2026-03-16T23:00:00.000Z'))).toBe(false)
    expect(isOverdue(due.toISOString(), new Date('2026-03-17T00:00:00.000Z'))).toBe(true)
  })

  it('leaves the date it was given unchanged', () => {
    const from = day('2026-03-02')
    addWorkingDays(from, 10)
    expect(from.toISOString()).toBe('2026-03-02T10:00:00.000Z')
  })
})
