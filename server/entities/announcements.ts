// Announcements: managed at /admin/announcements by holders of announcement.update (the list shows
// every status; the dashboard query in server/queries/dashboard.ts shows the published ones). A
// section announcement names an existing section; expiry is on or after the publish date; publish
// and archive are actions, so a bulk publish reports each record.
import shape from '../../src/shared/entities/announcements.ts';
import { sql } from 'kysely';
import { invalidField } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import type { ActionDef, Row, Values } from '../resources/types.ts';
import { defineEntity, writesNeed } from './define.ts';
import { searchColumn } from '../queries/define.ts';

const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);

const statusAction = (label: string, status: 'published' | 'archived'): ActionDef => ({
  label,
  permission: 'announcement.update',
  apply: (row: Row) => (row.status === status ? { unchanged: true } : { set: { status } }),
});

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.announcements an LEFT JOIN {t}.sections sec ON sec.id = an.section_id
      LEFT JOIN {t}.courses c ON c.id = sec.course_id`,
    scope: () => null,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'an.id', filter: ['=', 'in'], sort: true },
      title: { label: 'Title', type: 'text', sql: 'an.title', filter: ['ilike'], sort: true },
      body: { label: 'Text', type: 'text', sql: 'an.body' },
      roles: { label: 'For roles', type: 'json', sql: 'an.roles' },
      section_id: { label: 'Section id', type: 'int', sql: 'an.section_id', filter: ['=', 'is_null', 'not_null'] },
      section: { label: 'Section', type: 'text', sql: "sec.section_name || ' · ' || c.course_title" },
      publish_at: { label: 'Publish on', type: 'date', sql: 'an.publish_at', sort: true },
      expires_at: { label: 'Expires on', type: 'date', sql: 'an.expires_at', sort: true },
      status: { label: 'Status', type: 'text', sql: 'an.status', filter: ['=', 'in'], sort: true },
      created_at: { label: 'Created', type: 'timestamp', sql: 'an.created_at', sort: true },
      version: { label: 'Version', type: 'int', sql: 'an.version' },
      search: searchColumn("an.title || ' ' || an.body", { filter: ['ilike'] }),
    },
    key: 'id',
    defaultSort: [['publish_at', 'desc']],
    permission: 'announcement.update',
  },
  moreQueries: {
    // the form's section picker: every section, the newest terms first
    section_options: {
      level: 'tenant',
      from: `{t}.sections sec JOIN {t}.courses c ON c.id = sec.course_id LEFT JOIN {t}.terms tm ON tm.id = sec.term_id`,
      columns: {
        key: { label: 'Key', type: 'int', sql: 'sec.id', filter: ['=', 'in'] },
        value: {
          label: 'Section',
          type: 'text',
          sql: "sec.section_name || ' · ' || c.course_title || coalesce(' (' || tm.school_year || '/' || tm.term_name || ')', '')",
          filter: ['ilike'],
        },
        term_order: { label: 'Term', type: 'int', sql: 'coalesce(tm.id, 0)', hidden: true, sort: true },
      },
      key: 'key',
      defaultSort: [['term_order', 'desc']],
      permission: 'announcement.update',
    },
  },
  write: {
    table: '{t}.announcements',
    columns: [
      'id',
      'title',
      'body',
      'roles',
      'section_id',
      'publish_at',
      'expires_at',
      'status',
      'created_by',
      'version',
      'created_at',
    ],
    jsonColumns: ['roles'],
    scope: () => 'TRUE',
    permissions: writesNeed('announcement.update'),
    fixed: (ctx) => ({ created_by: ctx.principal.userId }),
    async prepare(_op, values: Values, ctx, db, before?: Row) {
      const pick = (k: string) => (values[k] !== undefined ? values[k] : before?.[k]);
      const [publish, expires] = [day(pick('publish_at')), day(pick('expires_at'))];
      if (publish && expires && expires < publish)
        throw invalidField('expires_at', 'An announcement expires on or after its publish date');
      if (values.section_id !== undefined && values.section_id !== null) {
        const found = await sql`SELECT 1 FROM ${render('{t}.sections', ctx)} WHERE id = ${values.section_id}`.execute(
          db,
        );
        if (found.rows.length === 0)
          throw invalidField('section_id', `Section ${String(values.section_id)} does not exist`);
      }
      return values;
    },
    actions: {
      publish: statusAction('Publish', 'published'),
      archive: statusAction('Archive', 'archived'),
    },
  },
});
