// The room's live events for its student (GET /api/my/rooms/:id/events, docs/rooms.md): `ready` with
// the room, `state` when the teacher pauses, resumes or ends it (or edits its schedule), `note` for a
// teacher's note to this student or to all. Read with the one SSE parser (src/shared/sse-parser.ts)
// through the one HTTP client (the bearer token); reconnects with backoff when the stream drops.
import { useEffect, useRef, useState } from 'react';
import { apiRequest, HttpError } from '../../../providers/http-client.ts';
import { SseParser } from '../../../shared/sse-parser.ts';
import type { RoomNote, RoomState } from './types.ts';

export interface RoomEvents {
  /** the room's state as last heard (undefined until the stream is ready) */
  state?: RoomState;
  /** notes heard since the page loaded */
  notes: RoomNote[];
  connected: boolean;
}

/** Listens while mounted; `onState` runs on each state change (the page reloads the room then). */
export function useRoomEvents(roomId: number, onState: (s: RoomState) => void): RoomEvents {
  const [events, setEvents] = useState<RoomEvents>({ notes: [], connected: false });
  const onStateRef = useRef(onState);
  onStateRef.current = onState;

  useEffect(() => {
    const abort = new AbortController();
    let failures = 0;
    const handle = (event: string, data: Record<string, unknown>) => {
      if (event === 'ready') {
        const state = (data.room as { state: RoomState }).state;
        setEvents((e) => ({ ...e, state, connected: true }));
      } else if (event === 'state') {
        const state = data.state as RoomState;
        setEvents((e) => ({ ...e, state }));
        onStateRef.current(state);
      } else if (event === 'note') {
        const note = { ...(data as unknown as RoomNote), id: Number(data.note_id ?? data.id) };
        setEvents((e) => (e.notes.some((n) => n.id === note.id) ? e : { ...e, notes: [...e.notes, note] }));
      }
    };
    const listen = async () => {
      const res = await apiRequest(`/my/rooms/${roomId}/events`, {
        headers: { accept: 'text/event-stream' },
        signal: abort.signal,
      });
      failures = 0;
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const m of parser.feed(value)) handle(m.event, JSON.parse(m.data) as Record<string, unknown>);
      }
    };
    void (async () => {
      while (!abort.signal.aborted) {
        try {
          await listen();
        } catch (err) {
          // a refusal (not in the room, no such room) will not change by asking again
          if (abort.signal.aborted || (err instanceof HttpError && err.status < 500)) return;
        }
        setEvents((e) => ({ ...e, connected: false }));
        failures += 1;
        await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** failures)));
      }
    })();
    return () => abort.abort();
  }, [roomId]);

  return events;
}
