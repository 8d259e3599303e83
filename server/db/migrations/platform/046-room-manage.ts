import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Student AI rooms (server/rooms, docs/rooms.md): teachers open rooms to the sections they teach
// (room.manage); administrators hold it as they hold every permission. Teacher roles seeded before
// this (the platform's default and each school's copy) did not list it.
export const roomManage: Migration = {
  version: '046-room-manage',
  async up(db) {
    await sql`
      UPDATE platform.roles SET role_permissions = role_permissions || '["room.manage"]'::jsonb
      WHERE role_name = 'teacher' AND NOT role_permissions ? 'room.manage'`.execute(db);
  },
};
