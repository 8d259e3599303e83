// Lesson transcripts (/ei/lesson-transcripts): the tenant's transcripts with the content element
// each belongs to, and the elements to link a new one to. Uploads and search: server/transcripts/.
import { col, defineModule } from '../listmodel/define.ts';

const PAGE = '/ei/lesson-transcripts';

export default defineModule('lesson_transcripts', {
  lesson_transcripts: {
    level: 'tenant',
    from: `{t}.lesson_transcripts t LEFT JOIN {t}.content_elements e ON e.id = t.content_element_id
      LEFT JOIN {t}.courses c ON c.id = e.course_id`,
    columns: {
      id: col.int('t.id', '= in'),
      title: col.text('t.title', 'ilike sort'),
      source_format: col.text('t.source_format', '= in', 'Format'),
      file_name: col.text('t.file_name', '', 'File'),
      chunk_count: col.int('t.chunk_count', 'sort', 'Chunks'),
      content_element_id: col.int('t.content_element_id', '= is_null', 'Element'),
      element_title: col.text('e.title', '', 'Lesson'),
      course_id: col.int('e.course_id', '=', 'Course'),
      course_title: col.text('c.course_title'),
      created_at: col.timestamp('t.created_at', 'sort', 'Uploaded'),
      version: col.int('t.version'),
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
      key: col.int('e.id', '='),
      value: col.text("c.course_code || ' · ' || e.title", 'sort', 'Lesson'),
    },
    key: 'key',
    defaultSort: [['value', 'asc']],
    permission: 'lesson_transcript.read',
    uiPath: PAGE,
    description: 'Lessons a transcript can be linked to',
  },
});
