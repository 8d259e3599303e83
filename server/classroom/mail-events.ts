// The classroom's notification events (docs/classroom.md), listed with the others in
// server/mail/events.ts: work returned and grade released to the student, and the teacher's daily
// digest of new hand-ins. "Due tomorrow" uses the existing assignment_due event.
import type { MailEvent } from '../mail/events.ts';

export const CLASSROOM_EVENTS: MailEvent[] = [
  {
    event: 'work_returned',
    title: 'Work returned',
    variables: { name: 'Ada Lovelace', assignment: 'Essay on engines', section: 'Maths 7A', link: '/my-assignments' },
    subject: '{{assignment}} was returned to you',
    text: 'Hello {{name}},\n\nyour teacher returned {{assignment}} in {{section}}. See the feedback here:\n{{link}}\n',
  },
  {
    event: 'grade_released',
    title: 'Grade released',
    variables: { name: 'Ada Lovelace', assignment: 'Essay on engines', section: 'Maths 7A', link: '/my-assignments' },
    subject: 'Your grade for {{assignment}} is ready',
    text: 'Hello {{name}},\n\nyour grade for {{assignment}} in {{section}} is ready. See it here:\n{{link}}\n',
  },
  {
    event: 'submissions_digest',
    title: 'New submissions (daily digest)',
    variables: { name: 'Grace Hopper', count: '3', list: 'Essay on engines (Maths 7A): 3', link: '/assignments' },
    subject: '{{count}} new submissions to grade',
    text: 'Hello {{name}},\n\nsince yesterday, students handed in:\n{{list}}\n\nGrade them here:\n{{link}}\n',
  },
];
