// The teacher's room screens' shapes (docs/rooms.md: Room, the live view's snapshot and events, a
// student's conversation, the summaries: src/shared/rooms.ts) and their labels.
import type { LiveMessage as WireMessage, RoomKind } from '../../../shared/rooms.ts';

// the rooms' wire shapes, written once with the server's response schemas
export type {
  Conversation,
  LiveAlert,
  LiveStudent,
  Period,
  Room,
  RoomKind,
  RoomState,
  Summary,
} from '../../../shared/rooms.ts';

/** a message as the live view shows it: read (the wire's) or heard on the stream (no id for a question yet) */
export type LiveMessage = Pick<WireMessage, 'role' | 'content'> &
  Partial<Pick<WireMessage, 'flagged' | 'created_at'>> & { id: number | null };

export const KIND_LABELS: Record<RoomKind, string> = {
  tutor: 'Course tutor',
  writing_coach: 'Writing coach',
  quiz_me: 'Quiz me',
  reading_adapter: 'Reading adapter',
  custom: 'Custom',
};

export const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
