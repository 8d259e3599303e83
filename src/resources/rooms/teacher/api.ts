// The teacher's room writes and the live view's event stream (docs/rooms.md). The only files of
// the rooms screens that call the HTTP client: the pages read through useApiAnswer.
import { apiFetch, apiRequest } from '../../../providers/http-client.ts';
import { SseParser } from '../../../shared/sse-parser.ts';
import type { RoomSettings } from '../../../shared/rooms.ts';
import type { LiveAlert, LiveStudent, Room } from './types.ts';

export type RoomInput = RoomSettings & { version?: number };

export const createRoom = (body: RoomInput) => apiFetch<Room>('/rooms', { method: 'POST', body });
export const updateRoom = (id: number, body: RoomInput) => apiFetch<Room>(`/rooms/${id}`, { method: 'PUT', body });
export const deleteRoom = (id: number) => apiFetch<void>(`/rooms/${id}`, { method: 'DELETE' });
export const setRoomState = (id: number, action: 'pause' | 'resume' | 'end') =>
  apiFetch<Room>(`/rooms/${id}/${action}`, { method: 'POST' });
export const sendNote = (id: number, to_party_id: number | null, content: string) =>
  apiFetch<{ id: number }>(`/rooms/${id}/notes`, { method: 'POST', body: { to_party_id, content } });
export const acknowledgeAlert = (id: number, alertId: number) =>
  apiFetch<LiveAlert>(`/rooms/${id}/alerts/${alertId}/acknowledge`, { method: 'POST' });
export const draftSummaries = (id: number) =>
  apiFetch<{ job_id: string }>(`/rooms/${id}/summaries`, { method: 'POST' });

/** Reads one opening of a room's live stream, handing each event to `on`, until it closes or `signal` aborts. */
export async function readLiveStream(
  id: number,
  signal: AbortSignal,
  on: (event: string, data: Record<string, unknown>) => void,
): Promise<void> {
  const res = await apiRequest(`/rooms/${id}/live`, { headers: { accept: 'text/event-stream' }, signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const msg of parser.feed(value)) {
      if (msg.data) on(msg.event, JSON.parse(msg.data) as Record<string, unknown>);
    }
  }
}

/** The live view's opening snapshot only (who is in the room's sections and who spoke), then the stream is closed. */
export async function readSnapshot(id: number): Promise<{ students: LiveStudent[] }> {
  const abort = new AbortController();
  let snapshot: { students: LiveStudent[] } | undefined;
  await readLiveStream(id, abort.signal, (event, data) => {
    if (event !== 'snapshot') return;
    snapshot = data as unknown as { students: LiveStudent[] };
    abort.abort();
  }).catch((err: unknown) => {
    if (!snapshot) throw err;
  });
  return snapshot ?? { students: [] };
}
