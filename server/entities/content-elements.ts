// Content elements (/admin/crs_cls_content_elements): ordered per course and section (a section's
// own elements, or the course's with section_id null). A new element goes last; "place" reorders.
import shape from '../../src/shared/entities/content-elements.ts';
import { sql } from 'kysely';
import { invalidField } from '../errors.ts';
import { defineEntity } from './define.ts';
import { placeElement } from '../content/place-element.ts';
import type { Values } from '../resources/types.ts';
import { queueLessonEmbeddings } from '../chat/embedding-job.ts';

// what each kind of element must carry
function checkKind(v: Values) {
  const type = v.element_type;
  if ((type === 'video' || type === 'link') && !v.url) throw invalidField('url', 'A video or a link needs its address');
  if (type === 'document' && !v.file_path) throw invalidField('file_path', 'A document needs an uploaded file');
  if (v.publish_at && v.unpublish_at && String(v.unpublish_at) <= String(v.publish_at)) {
    throw invalidField('unpublish_at', 'Published until must be after published from');
  }
}

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.content_elements e JOIN {t}.courses c ON c.id = e.course_id
      LEFT JOIN {t}.sections s ON s.id = e.section_id`,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'e.id', filter: ['=', 'in'] },
      course_id: { label: 'Course', type: 'int', sql: 'e.course_id', filter: ['=', 'in'] },
      course_title: { label: 'Course title', type: 'text', sql: 'c.course_title' },
      section_id: { label: 'Section', type: 'int', sql: 'e.section_id', filter: ['=', 'in', 'is_null'] },
      section_name: { label: 'Section name', type: 'text', sql: 's.section_name' },
      element_type: { label: 'Type', type: 'text', sql: 'e.element_type', filter: ['=', 'in'] },
      title: { label: 'Title', type: 'text', sql: 'e.title', filter: ['ilike'], sort: true },
      body: { label: 'Text', type: 'text', sql: 'e.body' },
      url: { label: 'Link', type: 'text', sql: 'e.url' },
      file_path: { label: 'Document', type: 'text', sql: 'e.file_path' },
      position: { label: 'Order', type: 'int', sql: 'e.position', sort: true },
      publish_at: { label: 'Published from', type: 'timestamp', sql: 'e.publish_at', filter: true, sort: true },
      unpublish_at: { label: 'Published until', type: 'timestamp', sql: 'e.unpublish_at', filter: true },
      version: { label: 'Version', type: 'int', sql: 'e.version' },
    },
    key: 'id',
    defaultSort: [['position', 'asc']],
    permission: 'lesson_transcript.read',
    description: "A course's and its sections' ordered units and lessons",
  },
  // the page's pickers: the school's courses, and a course's sections
  moreQueries: {
    course_options: {
      level: 'tenant',
      from: '{t}.courses c',
      columns: {
        key: { label: 'Key', type: 'int', sql: 'c.id', filter: ['='] },
        value: { label: 'Course', type: 'text', sql: "c.course_code || ' ' || c.course_title", sort: true },
      },
      key: 'key',
      defaultSort: [['value', 'asc']],
      permission: 'lesson_transcript.read',
      uiPath: shape.uiPath,
      description: 'Courses to pick on the content elements page',
    },
    section_options: {
      level: 'tenant',
      from: '{t}.sections s',
      columns: {
        key: { label: 'Key', type: 'int', sql: 's.id', filter: ['='] },
        value: { label: 'Section', type: 'text', sql: "s.section_code || ' ' || s.section_name", sort: true },
        course_id: { label: 'Course', type: 'int', sql: 's.course_id', filter: ['='], hidden: true },
      },
      key: 'key',
      defaultSort: [['value', 'asc']],
      permission: 'lesson_transcript.read',
      uiPath: shape.uiPath,
      description: "A course's sections to pick on the content elements page",
    },
  },
  write: {
    table: '{t}.content_elements',
    columns: [
      'id',
      'course_id',
      'section_id',
      'element_type',
      'title',
      'body',
      'url',
      'file_path',
      'position',
      'publish_at',
      'unpublish_at',
      'version',
      'created_at',
    ],
    scope: () => 'true',
    permissions: {
      create: 'lesson_transcript.update',
      update: 'lesson_transcript.update',
      delete: 'lesson_transcript.update',
    },
    async prepare(op, values, ctx, db, before) {
      checkKind({ ...before, ...values });
      if (op !== 'create') return values;
      const s = sql.id(ctx.tenant.schema);
      if (values.section_id != null) {
        const sec = await sql`SELECT 1 FROM ${s}.sections WHERE id = ${values.section_id}
          AND course_id = ${values.course_id}`.execute(db);
        if (!sec.rows.length) throw invalidField('section_id', 'The section is not a section of this course');
      }
      const last = await sql<{ n: number }>`SELECT coalesce(max(position), 0)::int AS n FROM ${s}.content_elements
        WHERE course_id = ${values.course_id} AND section_id IS NOT DISTINCT FROM ${values.section_id ?? null}`.execute(
        db,
      );
      return { ...values, position: last.rows[0].n + 1 };
    },
    actions: { place: placeElement },
    // a text lesson's body is embedded again for the tutor's retrieval (docs/ai-chat.md)
    async afterCommit(op, before, after, ctx, services) {
      if (op === 'delete' || after?.element_type !== 'text' || !services.sendJob || !services.config) return;
      if (op === 'update' && before?.body === after.body) return;
      await queueLessonEmbeddings(services.sendJob, services.config, ctx.tenant.schema, Number(after.id));
    },
  },
});
