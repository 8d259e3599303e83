// One row of the announcements list (server/announcements/announcements.ts).
import type shape from '../../shared/entities/announcements.ts';
import type { RowOf } from '../../shared/entity.ts';

export type AnnouncementRow = RowOf<
  typeof shape,
  {
    section: string | null;
  }
>;
