import type { Migration } from '../../migrate.ts';
import { school } from './001-school.ts';
import { listIndexes } from './002-list-indexes.ts';
import { structure } from './003-structure.ts';
import { curriculum } from './004-curriculum.ts';
import { people } from './005-people.ts';
import { gradebook } from './006-gradebook.ts';
import { records } from './007-records.ts';
import { content } from './009-content.ts';
import { chat } from './010-chat.ts';
import { peopleFamilies } from './011-people.ts';
import { terms } from './012-terms.ts';
import { grading } from './013-grading.ts';
import { announcements } from './014-announcements.ts';
import { roster } from './015-roster.ts';
import { studentRecords } from './016-student-records.ts';
import { tutor } from './018-tutor.ts';
import { assignmentAttachments } from './019-assignment-attachments.ts';
import { personPhotos } from './024-person-photos.ts';
import { tblSky } from './022-tbl-sky.ts';
import { skySync } from './027-sky-sync.ts';
import { lessonEmbeddings } from './029-lesson-embeddings.ts';
import { lessonVectors } from './034-lesson-vectors.ts';
import { tblTotals } from './033-tbl-totals.ts';
import { paidEnrolments } from './035-paid-enrolments.ts';
import { lessonCubes } from './036-lesson-cubes.ts';
import { classroom } from './037-classroom.ts';
import { classroomRubrics } from './039-classroom-rubrics.ts';
import { classroomQuizzes } from './040-classroom-quizzes.ts';
import { classroomCalendar } from './041-classroom-calendar.ts';
import { classroomNotices } from './042-classroom-notices.ts';

export const tenantMigrations: Migration[] = [
  school,
  listIndexes,
  structure,
  curriculum,
  people,
  gradebook,
  records,
  content,
  chat,
  peopleFamilies,
  terms,
  grading,
  announcements,
  roster,
  studentRecords,
  tutor,
  assignmentAttachments,
  personPhotos,
  tblSky,
  skySync,
  lessonEmbeddings,
  tblTotals,
  lessonVectors,
  paidEnrolments,
  lessonCubes,
  classroom,
  classroomRubrics,
  classroomQuizzes,
  classroomCalendar,
  classroomNotices,
];
