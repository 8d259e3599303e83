// The wire shapes of the teacher's room screens (docs/rooms.md: Room, the live view's snapshot and
// events, a student's conversation, the summaries).
export type RoomKind = 'tutor' | 'writing_coach' | 'quiz_me' | 'reading_adapter' | 'custom';
export type RoomState = 'open' | 'scheduled' | 'locked' | 'paused' | 'ended';

export interface Period {
  day: number;
  start: string;
  end: string;
}

export interface Room {
  id: number;
  title: string;
  kind: RoomKind;
  instructions: string;
  topics: string;
  may_give_answers: boolean;
  unit_id: number | null;
  reading_grade: string | null;
  starts_at: string;
  ends_at: string;
  periods: Period[];
  time_zone: string;
  message_cap: number;
  paused: boolean;
  ended_at: string | null;
  section_ids: number[];
  state: RoomState;
  next_open_at: string | null;
  version: number;
}

export interface LiveStudent {
  party_id: number;
  name: string;
  in_room: boolean;
  messages: number;
  last_at: string | null;
  flagged: boolean;
}

export interface LiveAlert {
  id: number | string;
  party_id: number;
  name?: string;
  category: string;
  excerpt: string;
  created_at?: string;
}

export interface LiveMessage {
  id: number | null;
  role: 'user' | 'assistant';
  content: string;
  created_at?: string;
  flagged?: boolean;
}

export interface Conversation {
  student: { party_id: number; name: string };
  conversation_id: number | null;
  messages: LiveMessage[];
}

export interface Summary {
  party_id: number;
  name: string;
  summary: string;
  model: string;
  drafted_at: string;
}

export const KIND_LABELS: Record<RoomKind, string> = {
  tutor: 'Course tutor',
  writing_coach: 'Writing coach',
  quiz_me: 'Quiz me',
  reading_adapter: 'Reading adapter',
  custom: 'Custom',
};

export const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
