// The student's room as GET /api/my/rooms/:id and its events stream give it (docs/rooms.md), and how
// its state reads to a student (when a locked room opens, in the student's own time zone).
import { localTime } from '../../../components/rooms-card.tsx';
import type { StudentRoom } from '../../../shared/rooms.ts';

export { localTime };

// the student's room as the route answers it (src/shared/rooms.ts)
export type { RoomState, StudentRoom } from '../../../shared/rooms.ts';

export interface RoomMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

export interface RoomNote {
  id: number;
  content: string;
  to_me: boolean;
  created_at: string;
}

export interface MyRoom {
  room: StudentRoom;
  messages: RoomMessage[];
  notes: RoomNote[];
}

/** Why a room that is not open takes no message, or undefined when it is open. */
export function closedReason(room: Pick<StudentRoom, 'state' | 'next_open_at'>): string | undefined {
  switch (room.state) {
    case 'open':
      return undefined;
    case 'paused':
      return 'Your teacher has paused this room. You can send messages again when it is resumed.';
    case 'ended':
      return 'This room has ended. You can still read the conversation.';
    default:
      return room.next_open_at
        ? `This room is closed now. It opens ${localTime(room.next_open_at)}.`
        : 'This room is closed now and does not open again before it ends.';
  }
}
