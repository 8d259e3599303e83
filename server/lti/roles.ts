// The LTI roles claim (1EdTech role vocabularies) mapped to our roles: an instructor of the context
// (or a teaching assistant, content developer, or institution faculty) is a teacher; a learner is
// a student; someone who is both is a teacher. Anything else maps to nothing and is refused.
export type LtiRole = 'teacher' | 'student';

const TEACHER = [
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership#(Instructor|ContentDeveloper)$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership\/Instructor#\w+$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/institution\/person#(Instructor|Faculty)$/,
];
const STUDENT = [
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership#Learner$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/membership\/Learner#\w+$/,
  /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/institution\/person#(Student|Learner)$/,
];

export function roleOf(claim: unknown): LtiRole | undefined {
  const roles = Array.isArray(claim) ? claim.filter((r): r is string => typeof r === 'string') : [];
  if (roles.some((r) => TEACHER.some((re) => re.test(r)))) return 'teacher';
  if (roles.some((r) => STUDENT.some((re) => re.test(r)))) return 'student';
  return undefined;
}
