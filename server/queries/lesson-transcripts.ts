// Lesson transcripts (/ei/lesson-transcripts): the tenant's transcripts with the content element
// each belongs to, and the elements to link a new one to. Uploads and search: server/transcripts/.
import { defineModule } from './define.ts';

const PAGE = '/ei/lesson-transcripts';

export default defineModule('lesson_transcripts', {
  lesson_transcripts: {
    level: 'tenant',
    from: `{t}.lesson_transcripts t LEFT JOIN {t}.content_elements e ON e.id = t.content_element_id
      LEFT JOIN {t}.courses c ON c.id = e.course_id`,
    columns: {
      id: { label: 'Id', type: 'int', sql: 't.id', filter: ['=', 'in'] },
      title: { label: 'Title', type: 'text', sql: 't.title', filter: ['ilike'], sort: true },
      source_format: { label: 'Format', type: 'text', sql: 't.source_format', filter: ['=', 'in'] },
      file_name: { label: 'File', type: 'text', sql: 't.file_name' },
      chunk_count: { label: 'Chunks', type: 'int', sql: 't.chunk_count', sort: true },
      content_element_id: { label: 'Element', type: 'int', sql: 't.content_element_id', filter: ['=', 'is_null'] },
      element_title: { label: 'Lesson', type: 'text', sql: 'e.title' },
      course_id: { label: 'Course', type: 'int', sql: 'e.course_id', filter: ['='] },
      course_title: { label: 'Course title', type: 'text', sql: 'c.course_title' },
      created_at: { label: 'Uploaded', type: 'timestamp', sql: 't.created_at', sort: true },
      version: { label: 'Version', type: 'int', sql: 't.version' },
    },
    key: 'id',
    defaultSort: [['created_at', 'desc']],
    permission: 'lesson_transcript.read',
    uiPath: PAGE,
    description: 'Lesson transcripts with the lesson and course they belong to',
  },
  element_options: {
    level: 'tenant',
    from: `{t}.content_elements e JOIN {t}.courses c ON c.id = e.course_id`,
    where: "e.element_type <> 'unit'",
    columns: {
      key: { label: 'Key', type: 'int', sql: 'e.id', filter: ['='] },
      value: { label: 'Lesson', type: 'text', sql: "c.course_code || ' · ' || e.title", sort: true },
    },
    key: 'key',
    defaultSort: [['value', 'asc']],
    permission: 'lesson_transcript.read',
    uiPath: PAGE,
    description: 'Lessons a transcript can be linked to',
  },
});
