// Announcements: the dashboard's notices, written by holders of announcement.update for chosen
// roles of the whole school or of one section, with publish and expiry dates. A draft is shown
// nowhere, publishing puts it on the dashboards from its publish date, archiving takes it off.
import { Type } from '@sinclair/typebox';
import { choice, day, id, name, nullable, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const ANNOUNCEMENT_ROLES = ['admin', 'teacher', 'student', 'home-school', 'ind-teacher'] as const;
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'archived'] as const;

const shape = defineEntityShape({
  name: 'announcements',
  label: 'Announcement',
  uiPath: '/admin/announcements',
  list: { bizobjfile: 'announcements', api: 'announcements' },
  fields: {
    title: name('Title', 200),
    body: text('Text', 5000),
    roles: Type.Array(choice('Role', ANNOUNCEMENT_ROLES), {
      title: 'For roles',
      minItems: 1,
      maxItems: ANNOUNCEMENT_ROLES.length,
      uniqueItems: true,
    }),
    section_id: nullable(id('Section')),
    publish_at: day('Publish on'),
    expires_at: nullable(day('Expires on')),
    status: choice('Status', ANNOUNCEMENT_STATUSES),
  },
  required: ['title', 'roles', 'publish_at'],
  defaults: { body: '', roles: [], section_id: null, expires_at: null, status: 'draft' },
});
export default shape;

/** the form's values: every field of the shape */
export type AnnouncementValues = ValuesOf<typeof shape>;
