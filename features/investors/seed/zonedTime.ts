// An event's times are typed as wall-clock times in its own time zone ("11:00 in Moscow") and
// stored as instants; this turns the one into the other with Intl's time-zone data.

/** The offset of `timeZone` from UTC at `instant`, in minutes (Moscow: 180). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/** The instant a wall-clock time `local` ("2027-03-24T11:00") names in `timeZone`. */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const naive = new Date(`${local}Z`)
  // The offset at the naive instant, then at the corrected one: right across a DST change too.
  const first = new Date(naive.getTime() - zoneOffsetMinutes(timeZone, naive) * 60_000)
  return new Date(naive.getTime() - zoneOffsetMinutes(timeZone, first) * 60_000)
}
