// The live view's state from GET /api/rooms/:id/live: the snapshot (room, students, alerts), then
// each event as it comes (message, delta, state, alert, alert_ack, presence, note). When the stream drops it
// opens again after a pause (1 s, doubling to 15 s) and the new snapshot replaces what was shown; a
// refusal (4xx) is not retried. Listeners get every event (the open conversation appends its own).
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../providers/http-client.ts';
import { readLiveStream } from './api.ts';
import type { LiveAlert, LiveStudent, Room } from './types.ts';

export type LiveEvent = { type: string; party_id?: number | null } & Record<string, unknown>;

export interface LiveRoom {
  room?: Room;
  students: LiveStudent[];
  alerts: LiveAlert[];
  connected: boolean;
  failure?: HttpError;
}

const apply = (s: LiveRoom, e: LiveEvent): LiveRoom => {
  const student = (id: unknown, change: (st: LiveStudent) => LiveStudent) => ({
    ...s,
    students: s.students.map((st) => (st.party_id === id ? change(st) : st)),
  });
  if (e.type === 'state' && s.room) return { ...s, room: { ...s.room, state: e.state as Room['state'] } };
  if (e.type === 'presence') return student(e.party_id, (st) => ({ ...st, in_room: e.in_room === true }));
  if (e.type === 'message' && e.role === 'user') {
    const at = new Date().toISOString();
    return student(e.party_id, (st) => ({ ...st, messages: st.messages + 1, last_at: at }));
  }
  if (e.type === 'alert') {
    const name = s.students.find((st) => st.party_id === e.party_id)?.name ?? '';
    const alert: LiveAlert = {
      id: Number(e.alert_id),
      party_id: (e.party_id as number | null) ?? null,
      name,
      category: String(e.category),
      excerpt: String(e.excerpt),
      created_at: new Date().toISOString(),
      acknowledged_at: null,
      acknowledged_by: null,
    };
    const flagged = student(e.party_id, (st) => ({ ...st, flagged: true }));
    return { ...flagged, alerts: [alert, ...s.alerts.filter((a) => a.id !== alert.id)] };
  }
  if (e.type === 'alert_ack') {
    const ack = { acknowledged_at: String(e.acknowledged_at), acknowledged_by: String(e.acknowledged_by) };
    return { ...s, alerts: s.alerts.map((a) => (a.id === e.alert_id ? { ...a, ...ack } : a)) };
  }
  return s;
};

export function useLiveRoom(roomId: number) {
  const [live, setLive] = useState<LiveRoom>({ students: [], alerts: [], connected: false });
  const listeners = useRef(new Set<(e: LiveEvent) => void>());

  useEffect(() => {
    const abort = new AbortController();
    let wait = 1000;
    const on = (event: string, data: Record<string, unknown>) => {
      if (event === 'snapshot') {
        wait = 1000;
        const snap = data as unknown as Pick<LiveRoom, 'room' | 'students' | 'alerts'>;
        setLive({ ...snap, connected: true });
        return;
      }
      const e = { ...data, type: event } as LiveEvent;
      setLive((s) => apply(s, e));
      listeners.current.forEach((fn) => fn(e));
    };
    void (async () => {
      while (!abort.signal.aborted) {
        try {
          await readLiveStream(roomId, abort.signal, on);
        } catch (err) {
          if (err instanceof HttpError && err.status >= 400 && err.status < 500) {
            setLive((s) => ({ ...s, connected: false, failure: err }));
            return;
          }
        }
        if (abort.signal.aborted) return;
        setLive((s) => ({ ...s, connected: false }));
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, 15000);
      }
    })();
    return () => abort.abort();
  }, [roomId]);

  const subscribe = useCallback((fn: (e: LiveEvent) => void) => {
    listeners.current.add(fn);
    return () => void listeners.current.delete(fn);
  }, []);
  const setRoom = useCallback((room: Room) => setLive((s) => ({ ...s, room })), []);
  /** one alert as the server answered it (acknowledged here) */
  const setAlert = useCallback(
    (alert: LiveAlert) => setLive((s) => ({ ...s, alerts: s.alerts.map((a) => (a.id === alert.id ? alert : a)) })),
    [],
  );
  return { live, subscribe, setRoom, setAlert };
}
