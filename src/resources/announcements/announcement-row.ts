// One row of the announcements list (server/entities/announcements.ts).
import type { ANNOUNCEMENT_ROLES, ANNOUNCEMENT_STATUSES } from '../../shared/entities/announcements.ts';

export interface AnnouncementRow {
  id: number;
  title: string;
  body: string;
  roles: (typeof ANNOUNCEMENT_ROLES)[number][];
  section_id: number | null;
  section: string | null;
  publish_at: string;
  expires_at: string | null;
  status: (typeof ANNOUNCEMENT_STATUSES)[number];
  version: number;
}
