// The transcript as GET /api/student-transcripts/:partyId answers it (server/records/transcript.ts).
export interface Gpa {
  unweighted: number | null;
  weighted: number | null;
  attempted: number;
  earned: number;
}

export interface TranscriptCourse {
  section_id: number;
  course_code: string;
  course_title: string;
  credits: number;
  level: 'regular' | 'honors' | 'ap';
  percent: number | null;
  letter: string | null;
  points: number | null;
}

export interface Transcript {
  student: { party_id: number; name: string; grade_level: string | null };
  school: { name: string; address: string };
  scale: { letter: string; min: number; points: number }[];
  terms: { term: string; courses: TranscriptCourse[]; gpa: Gpa; cumulative: Gpa }[];
  cumulative: Gpa;
}

export const gpaText = (g: Gpa) =>
  g.unweighted === null
    ? 'No graded courses'
    : `GPA ${g.unweighted.toFixed(2)} (weighted ${g.weighted!.toFixed(2)}) · credits ${g.earned} of ${g.attempted}`;
