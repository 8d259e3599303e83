// What the SKY import reads from Blackbaud's School API (docs/sky-api.md), in its wire format:
// school years, levels, each level's academic sections (current year), students and faculty
// (users/extended by base role, 1000 a page, the last id as the marker) and, per student, the
// sections it is enrolled in. Everything is read before anything is written, so a SKY error
// leaves the school as it was.
import { upstream } from './client.ts';
import type { SkySession } from './session.ts';

export interface SkyYear {
  school_year_label: string;
  current_year?: boolean;
  begin_date: string;
  end_date: string;
}
export interface SkyUser {
  id: number;
  first_name: string;
  last_name: string;
  preferred_name?: string | null;
  email?: string | null;
}
export interface SkySection {
  id: number;
  name: string;
  course_code?: string | null;
  section_identifier?: string | null;
  offering_id?: number | null;
  school_year?: string | null;
  duration?: { id: number; name: string } | null;
  teachers?: { id: number; head: boolean }[] | null;
}
export interface SkyEnrollment {
  id: number;
  dropped?: number | null;
}

export interface SkyRoster {
  years: SkyYear[];
  sections: SkySection[];
  students: SkyUser[];
  faculty: SkyUser[];
  /** student id -> the sections (by id) it is enrolled in; only read when enrolments are synced */
  enrollments: Map<number, SkyEnrollment[]>;
}

/** Blackbaud's base role ids (School API: users by base role). */
export const BASE_ROLE = { student: 14, faculty: 15 } as const;
export const USERS_PAGE = 1000;

async function list<T>(sky: SkySession, path: string): Promise<T[]> {
  const body = (await sky.get(path)) as { value?: unknown };
  if (!Array.isArray(body.value)) throw upstream(`The SKY API answer to ${path.split('?')[0]} has no value list`);
  return body.value as T[];
}

async function users(sky: SkySession, role: number): Promise<SkyUser[]> {
  const all: SkyUser[] = [];
  for (let marker: number | undefined; ;) {
    const page = await list<SkyUser>(
      sky,
      `/school/v1/users/extended?base_role_ids=${role}${marker === undefined ? '' : `&marker=${marker}`}`,
    );
    all.push(...page);
    if (page.length < USERS_PAGE) return all;
    marker = page[page.length - 1].id;
  }
}

export async function pullRoster(sky: SkySession, withEnrollments: boolean): Promise<SkyRoster> {
  const years = await list<SkyYear>(sky, '/school/v1/years');
  const levels = await list<{ id: number }>(sky, '/school/v1/levels');
  const sections = new Map<number, SkySection>();
  for (const l of levels)
    for (const s of await list<SkySection>(sky, `/school/v1/academics/sections?level_num=${l.id}`))
      sections.set(s.id, s);
  const students = await users(sky, BASE_ROLE.student);
  const faculty = await users(sky, BASE_ROLE.faculty);
  const enrollments = new Map<number, SkyEnrollment[]>();
  if (withEnrollments)
    for (const st of students)
      enrollments.set(st.id, await list<SkyEnrollment>(sky, `/school/v1/academics/enrollments/${st.id}`));
  return { years, sections: [...sections.values()], students, faculty, enrollments };
}
