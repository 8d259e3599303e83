// The wire shape of a roster pull (POST /api/lti/contexts/:id/roster-sync, docs/lti.md): written by
// server/lti/roster-sync.ts and roster-enrol.ts, read by the platform courses page.
export interface RosterPerson {
  sub: string;
  name: string;
}

/** The enrolment of a course's linked learners in the section it is tied to. */
export interface EnrolReport {
  section: { id: number; code: string } | null;
  enrolled: RosterPerson[];
  already_enrolled: number;
  not_enrolled: (RosterPerson & { reason: string })[];
}

export interface RosterReport {
  context: { id: number; title: string };
  members: number;
  linked: (RosterPerson & { user_id: string })[];
  already_linked: (RosterPerson & { user_id: string })[];
  unmatched: (RosterPerson & { reason: string })[];
  ambiguous: (RosterPerson & { accounts: number })[];
  /** the enrolment in the tied section; null when the course is tied to none */
  enrolment: EnrolReport | null;
}
