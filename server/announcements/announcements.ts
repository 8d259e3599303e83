// Announcements: managed at /admin/announcements by holders of announcement.update (the list shows
// every status; the dashboard query in server/dashboard/dashboard-queries.ts shows the published ones). A
// section announcement names an existing section; expiry is on or after the publish date; publish
// and archive are actions, so a bulk publish reports each record.
import shape from '../../src/shared/entities/announcements.ts';
import { sql } from 'kysely';
import { invalidField } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import type { ActionDef, Row, Values } from '../resources/types.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, searchColumn } from '../listmodel/define.ts';

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
      id: col.int('an.id', '= in sort'),
      title: col.text('an.title', 'ilike sort'),
      body: col.text('an.body', '', 'Text'),
      roles: col.json('an.roles', '', 'For roles'),
      section_id: col.int('an.section_id', '= is_null not_null'),
      section: col.text("sec.section_name || ' · ' || c.course_title"),
      publish_at: col.date('an.publish_at', 'sort', 'Publish on'),
      expires_at: col.date('an.expires_at', 'sort', 'Expires on'),
      status: col.text('an.status', '= in sort'),
      created_at: col.timestamp('an.created_at', 'sort'),
      version: col.int('an.version'),
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
        key: col.int('sec.id', '= in'),
        value: col.text(
          "sec.section_name || ' · ' || c.course_title || coalesce(' (' || tm.school_year || '/' || tm.term_name || ')', '')",
          'ilike',
          'Section',
        ),
        term_order: col.int('coalesce(tm.id, 0)', 'sort hidden', 'Term'),
      },
      key: 'key',
      defaultSort: [['term_order', 'desc']],
      permission: 'announcement.update',
    },
  },
  write: {
    table: '{t}.announcements',
    moreColumns: ['created_by'],
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
        const found = await sql<{
          found: number;
        }>`SELECT 1 AS found FROM ${render('{t}.sections', ctx)} WHERE id = ${values.section_id}`.execute(db);
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
