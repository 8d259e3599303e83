// The OneRoster 1.2 CSV files this school imports and exports (CONTRACTS.md section 8,
// docs/rostering.md): each file's columns in the standard's order, which of them a row must fill,
// and the order files are read in, so that every reference points at a file already read.
export type RosterFile = 'orgs' | 'academicSessions' | 'courses' | 'classes' | 'users' | 'roles' | 'enrollments';

export interface FileSpec {
  file: RosterFile;
  columns: readonly string[];
  required: readonly string[];
}

const COMMON = ['sourcedId', 'status', 'dateLastModified'] as const;

export const FILES: readonly FileSpec[] = [
  {
    file: 'orgs',
    columns: [...COMMON, 'name', 'type', 'identifier', 'parentSourcedId'],
    required: ['sourcedId', 'name', 'type'],
  },
  {
    file: 'academicSessions',
    columns: [...COMMON, 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
    required: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  },
  {
    file: 'courses',
    columns: [
      ...COMMON,
      'schoolYearSourcedId',
      'title',
      'courseCode',
      'grades',
      'orgSourcedId',
      'subjects',
      'subjectCodes',
    ],
    required: ['sourcedId', 'title', 'orgSourcedId'],
  },
  {
    file: 'classes',
    columns: [
      ...COMMON,
      'title',
      'grades',
      'courseSourcedId',
      'classCode',
      'classType',
      'location',
      'schoolSourcedId',
      'termSourcedIds',
      'subjects',
      'subjectCodes',
      'periods',
    ],
    required: ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  },
  {
    file: 'users',
    columns: [
      ...COMMON,
      'enabledUser',
      'username',
      'userIds',
      'givenName',
      'familyName',
      'middleName',
      'identifier',
      'email',
      'sms',
      'phone',
      'agentSourcedIds',
      'grades',
      'password',
      'userMasterIdentifier',
      'resourceSourcedIds',
      'preferredGivenName',
      'preferredMiddleName',
      'preferredFamilyName',
      'primaryOrgSourcedId',
      'pronouns',
    ],
    required: ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  },
  {
    file: 'roles',
    columns: [
      ...COMMON,
      'userSourcedId',
      'roleType',
      'role',
      'beginDate',
      'endDate',
      'orgSourcedId',
      'userProfileSourcedId',
    ],
    required: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  },
  {
    file: 'enrollments',
    columns: [
      ...COMMON,
      'classSourcedId',
      'schoolSourcedId',
      'userSourcedId',
      'role',
      'primary',
      'beginDate',
      'endDate',
    ],
    required: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
  },
];

/**
 * Every data file of the OneRoster 1.2 CSV binding, as its manifest names them (`file.<name>`).
 * A bundle may carry any of them; those not in FILES are reported as skipped, not read.
 */
export const BINDING_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;
export const MANIFEST = 'manifest.csv';

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'];
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'];
export const CLASS_TYPES = ['homeroom', 'scheduled'];
export const ROLES = [
  'administrator',
  'aide',
  'guardian',
  'parent',
  'proctor',
  'relative',
  'student',
  'teacher',
  'districtAdministrator',
  'siteAdministrator',
  'systemAdministrator',
];

/** The kind of person record a OneRoster role becomes (parties.kind). */
export function kindOf(role: string): 'student' | 'teacher' | 'guardian' {
  if (role === 'student') return 'student';
  if (['guardian', 'parent', 'relative'].includes(role)) return 'guardian';
  return 'teacher';
}

/** OneRoster grade codes (CEDS: KG, 01..12) and this school's grade_levels.code (K, 1..12). */
export const gradeToCode = (g: string) => (g === 'KG' ? 'K' : /^0\d$/.test(g) ? g.slice(1) : g);
export const codeToGrade = (c: string) => (c === 'K' ? 'KG' : /^\d$/.test(c) ? `0${c}` : c);
