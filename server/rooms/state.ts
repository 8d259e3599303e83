// A room's state by the server clock (docs/rooms.md, the rooms contract): the one function every
// part of rooms asks. ended (ended_at set or now >= ends_at) > paused > scheduled (now < starts_at)
// > locked (periods given and now outside each of them, read in the room's time zone) > open.
// next_open_at is when a scheduled or locked room next opens (null otherwise, or when it never will
// before it ends).

import type { Period, RoomState } from '../../src/shared/rooms.ts';

// A class period: day 1..7 (Monday 1), start and end 'HH:MM' in the room's time zone, start < end.
export type { Period, RoomState } from '../../src/shared/rooms.ts';

export interface Schedule {
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  paused: boolean;
  periods: readonly Period[];
  time_zone: string;
}

const DAY = 86_400_000;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** True when `tz` is a time zone Intl knows (an IANA name such as America/New_York, or UTC). */
export function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall clock of `ms` in `tz`: its date, weekday (Monday 1) and minutes after midnight. */
function wallClock(ms: number, tz: string) {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, f);
  }
  const part: Record<string, string> = {};
  for (const x of f.formatToParts(new Date(ms))) part[x.type] = x.value;
  const [y, mo, d, h, mi, s] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(part[k]));
  return { y, mo, d, day: WEEKDAYS[part.weekday], minutes: h * 60 + mi, asUtc: Date.UTC(y, mo - 1, d, h, mi, s) };
}

/** The instant at which the wall clock in `tz` reads y-mo-d hh:mm (the later reading across a shift). */
function instantOf(y: number, mo: number, d: number, minutes: number, tz: string): number {
  const guess = Date.UTC(y, mo - 1, d, 0, minutes);
  const first = guess - (wallClock(guess, tz).asUtc - guess);
  const second = guess - (wallClock(first, tz).asUtc - first);
  return Math.max(first, second);
}

function inPeriod(ms: number, periods: readonly Period[], tz: string): boolean {
  const w = wallClock(ms, tz);
  return periods.some((p) => p.day === w.day && w.minutes >= minutesOf(p.start) && w.minutes < minutesOf(p.end));
}

/** The first instant at or after `from` inside a period (looks one week and a day ahead). */
function nextPeriodStart(from: number, periods: readonly Period[], tz: string): number | null {
  if (inPeriod(from, periods, tz)) return from;
  const w = wallClock(from, tz);
  let best: number | null = null;
  for (let k = 0; k <= 7; k++) {
    const date = new Date(Date.UTC(w.y, w.mo - 1, w.d) + k * DAY);
    const day = ((w.day - 1 + k) % 7) + 1;
    for (const p of periods.filter((x) => x.day === day)) {
      const at = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minutesOf(p.start), tz);
      if (at > from && (best === null || at < best)) best = at;
    }
    if (best !== null) return best;
  }
  return best;
}

const ms = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** The room's state at `now` and, when scheduled or locked, when it next opens. */
export function roomState(room: Schedule, now: Date = new Date()): { state: RoomState; next_open_at: string | null } {
  const t = now.getTime();
  const [starts, ends] = [ms(room.starts_at), ms(room.ends_at)];
  if (room.ended_at !== null || t >= ends) return { state: 'ended', next_open_at: null };
  if (room.paused) return { state: 'paused', next_open_at: null };
  const periods = room.periods ?? [];
  const scheduled = t < starts;
  if (!scheduled && (!periods.length || inPeriod(t, periods, room.time_zone)))
    return { state: 'open', next_open_at: null };
  const next = periods.length ? nextPeriodStart(Math.max(t, starts), periods, room.time_zone) : starts;
  const next_open_at = next !== null && next < ends ? new Date(next).toISOString() : null;
  return { state: scheduled ? 'scheduled' : 'locked', next_open_at };
}
