// Content elements (/admin/crs_cls_content_elements): ordered per course and section (a section's
// own elements, or the course's with section_id null). A new element goes last; "place" reorders.
import shape from '../../src/shared/entities/content-elements.ts';
import { sql } from 'kysely';
import { invalidField } from '../errors.ts';
import { defineEntity } from '../entity/define.ts';
import { placeElement } from './place-element.ts';
import type { Values } from '../resources/types.ts';
import { queueLessonEmbeddings } from '../transcripts/embedding-job.ts';
import { col } from '../listmodel/define.ts';

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
      id: col.int('e.id', '= in'),
      course_id: col.int('e.course_id', '= in', 'Course'),
      course_title: col.text('c.course_title'),
      section_id: col.int('e.section_id', '= in is_null', 'Section'),
      section_name: col.text('s.section_name'),
      element_type: col.text('e.element_type', '= in', 'Type'),
      title: col.text('e.title', 'ilike sort'),
      body: col.text('e.body', '', 'Text'),
      url: col.text('e.url', '', 'Link'),
      file_path: col.text('e.file_path', '', 'Document'),
      position: col.int('e.position', 'sort', 'Order'),
      publish_at: col.timestamp('e.publish_at', 'filter sort', 'Published from'),
      unpublish_at: col.timestamp('e.unpublish_at', 'filter', 'Published until'),
      version: col.int('e.version'),
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
        key: col.int('c.id', '='),
        value: col.text("c.course_code || ' ' || c.course_title", 'sort', 'Course'),
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
        key: col.int('s.id', '='),
        value: col.text("s.section_code || ' ' || s.section_name", 'sort', 'Section'),
        course_id: col.int('s.course_id', '= hidden', 'Course'),
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
    moreColumns: ['position'],
    scope: () => 'true',
    permissions: {
      create: 'lesson_transcript.update',
      update: 'lesson_transcript.update',
      delete: 'lesson_transcript.update',
    },
    async prepare(op, values, ctx, db, before) {
      checkKind({ ...before, ...values });
      if (op !== 'create') return values;
      const s = ctx.tenant.ident;
      if (values.section_id != null) {
        const sec = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.sections WHERE id = ${values.section_id}
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
