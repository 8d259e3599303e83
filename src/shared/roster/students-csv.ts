// The plain students.csv template for schools without a student information system
// (docs/rostering.md): one student per line. The server turns it into a OneRoster bundle
// (server/roster/students-csv.ts), so it is checked and written by the same import; the import
// screen offers the header as a download.
export const STUDENTS_CSV_COLUMNS = [
  'student_id',
  'first_name',
  'last_name',
  'preferred_name',
  'email',
  'phone',
  'grade',
] as const;
export type StudentsCsvColumn = (typeof STUDENTS_CSV_COLUMNS)[number];

/** the OneRoster users.csv column each template column becomes */
export const ONEROSTER_COLUMN: Record<StudentsCsvColumn, string> = {
  student_id: 'sourcedId',
  first_name: 'givenName',
  last_name: 'familyName',
  preferred_name: 'preferredGivenName',
  email: 'email',
  phone: 'phone',
  grade: 'grades',
};

export const STUDENTS_CSV_TEMPLATE = `${STUDENTS_CSV_COLUMNS.join(',')}\r\n`;
