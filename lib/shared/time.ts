// Calendar arithmetic in an IANA time zone with Intl alone (no date library): the day a moment falls
// on, the moment a wall-clock time means, and whether a zone exists. Rules only: the server checks
// with it and tests build DST weeks with it.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: number) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    wall: Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!),
  };
}

/** A moment as a zone's wall clock reads it, to the minute: `2026-12-01T10:00`. */
export function wallClockIn(timeZone: string, at: number | Date): string {
  const { date, wall } = partsIn(timeZone, +at);
  return `${date}T${new Date(wall).toISOString().slice(11, 16)}`;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/Lisbon, or UTC). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length > 64 || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name))
    return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The day (YYYY-MM-DD) a moment falls on in a time zone. */
export function dayIn(timeZone: string, at: number | Date): string {
  return partsIn(timeZone, +at).date;
}

/** How far a zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  return partsIn(timeZone, Math.floor(at / 1000) * 1000).wall - Math.floor(at / 1000) * 1000;
}

/** The moment a wall-clock time on a day means in a zone (the later one in a repeated hour). */
export function zonedTime(timeZone: string, day: string, hour: number, minute = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  let at = wall - offsetAt(timeZone, wall);
  // Around a change of offset the first guess uses the other side's; one correction settles it.
  at = wall - offsetAt(timeZone, at);
  return at;
}

/** The day after `day`, and the days from `from` to `to` inclusive. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = nextDay(day)) days.push(day);
  return days;
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // `2026-13-01` is no date at all (an Invalid Date, whose toISOString throws); `2027-02-30` rolls over to March.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A zone as a person reads it in a language: its city, where a message file names it, and Intl's own name
 * for the zone ("Warszawa, czas środkowoeuropejski"), never the IANA id alone. No brackets of its own: the
 * words put it in theirs ("10:00 (Dubaj, czas Zatoka Perska)").
 */
export function zoneLabel(zone: string, tag: string, city?: string): string {
  const generic =
    new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(Date.UTC(2026, 0, 15))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  // Intl names UTC "GMT+00:00": the abbreviation is what people read.
  if (zone === 'UTC') return 'UTC';
  return `${city ?? zone.split('/').pop()!.replace(/_/g, ' ')}, ${generic}`;
}
