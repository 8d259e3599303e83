// The room state rule (server/rooms/state.ts) at known instants, in UTC and in a zone with a
// daylight-saving shift: the order ended > paused > scheduled > locked > open, and next_open_at.
import { describe, expect, it } from 'vitest';
import { roomState, validTimeZone, type Schedule } from '../../../server/rooms/state.ts';

const room = (over: Partial<Schedule> = {}): Schedule => ({
  starts_at: '2026-03-01T00:00:00Z',
  ends_at: '2026-06-01T00:00:00Z',
  ended_at: null,
  paused: false,
  periods: [],
  time_zone: 'UTC',
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('roomState', () => {
  it('orders ended > paused > scheduled > open', () => {
    expect(roomState(room(), at('2026-04-01T10:00:00Z'))).toEqual({ state: 'open', next_open_at: null });
    expect(roomState(room(), at('2026-02-01T10:00:00Z'))).toEqual({
      state: 'scheduled',
      next_open_at: '2026-03-01T00:00:00.000Z',
    });
    expect(roomState(room({ paused: true }), at('2026-02-01T10:00:00Z')).state).toBe('paused');
    expect(roomState(room({ paused: true, ended_at: '2026-03-02T00:00:00Z' }), at('2026-04-01T10:00:00Z')).state).toBe(
      'ended',
    );
    expect(roomState(room(), at('2026-06-01T00:00:00Z')).state).toBe('ended');
  });

  it('locks outside the periods, read in the room time zone (New York, before and after the March shift)', () => {
    // Monday and Wednesday 09:00-09:50 in New York
    const ny = room({
      time_zone: 'America/New_York',
      periods: [
        { day: 1, start: '09:00', end: '09:50' },
        { day: 3, start: '09:00', end: '09:50' },
      ],
    });
    // Monday 2 March 2026, 14:10 UTC = 09:10 EST: open
    expect(roomState(ny, at('2026-03-02T14:10:00Z')).state).toBe('open');
    // the same instant is 14:10 in UTC, outside a UTC room's periods
    expect(roomState({ ...ny, time_zone: 'UTC' }, at('2026-03-02T14:10:00Z')).state).toBe('locked');
    // Monday 09:55 EST: locked until Wednesday 09:00 EST = 14:00 UTC
    expect(roomState(ny, at('2026-03-02T14:55:00Z'))).toEqual({
      state: 'locked',
      next_open_at: '2026-03-04T14:00:00.000Z',
    });
    // Friday 6 March: next is Monday 9 March, after the shift to EDT (09:00 = 13:00 UTC)
    expect(roomState(ny, at('2026-03-06T15:00:00Z'))).toEqual({
      state: 'locked',
      next_open_at: '2026-03-09T13:00:00.000Z',
    });
    // scheduled with periods: opens at the first period after starts_at (Monday 2 March 09:00 EST)
    expect(roomState(ny, at('2026-02-20T00:00:00Z')).next_open_at).toBe('2026-03-02T14:00:00.000Z');
  });

  it('has no next opening past the end', () => {
    const short = room({ ends_at: '2026-03-03T00:00:00Z', periods: [{ day: 5, start: '09:00', end: '10:00' }] });
    expect(roomState(short, at('2026-03-02T12:00:00Z'))).toEqual({ state: 'locked', next_open_at: null });
  });

  it('knows IANA time zones', () => {
    expect(validTimeZone('America/New_York')).toBe(true);
    expect(validTimeZone('Mars/Olympus')).toBe(false);
  });
});
