// The events that send a notification, the variables each offers to its template, sample values
// for the preview, and the platform default wording (a tenant may override it, docs/messaging.md).
// A {{link}} is always a full address into the app: sendNotifications makes a relative one absolute
// and, when the event offers {{link}} and the caller gave none, uses the in-app notification's link.
export interface MailEvent {
  event: string;
  title: string;
  variables: Record<string, string>; // name -> sample value
  subject: string;
  text: string;
}

const event = (e: MailEvent) => e;

export const MAIL_EVENTS: MailEvent[] = [
  event({
    event: 'user_invited',
    title: 'User invited',
    variables: { name: 'Ada Lovelace', school: 'Demo Academy', link: 'https://lms.example/set-password?t=sample' },
    subject: 'You are invited to {{school}}',
    text: 'Hello {{name}},\n\nyou have been invited to {{school}}. Choose your password here:\n{{link}}\n',
  }),
  event({
    event: 'password_reset',
    title: 'Password reset',
    variables: { name: 'Ada Lovelace', link: 'https://lms.example/set-password?t=sample' },
    subject: 'Set a new password',
    text: 'Hello {{name}},\n\nchoose a new password here:\n{{link}}\n\nIf you did not ask for this, ignore this message.\n',
  }),
  event({
    event: 'document_rejected',
    title: 'Document rejected',
    variables: {
      name: 'Ada Lovelace',
      document: 'Immunisation record',
      reason: 'The scan is unreadable',
      link: 'https://lms.example/rejected-documents',
    },
    subject: 'Your document "{{document}}" was rejected',
    text: 'Hello {{name}},\n\n{{document}} was rejected: {{reason}}\n\nSee it and upload a new one here:\n{{link}}\n',
  }),
  event({
    event: 'assignment_due',
    title: 'Assignment due',
    variables: { name: 'Ada Lovelace', assignment: 'Essay on engines', due: '2026-12-01', section: 'Maths 7A' },
    subject: '{{assignment}} is due on {{due}}',
    text: 'Hello {{name}},\n\n{{assignment}} in {{section}} is due on {{due}}.\n',
  }),
  event({
    event: 'payment_received',
    title: 'Payment received',
    variables: { name: 'Ada Lovelace', amount: '$120.00', reference: 'INV-1042' },
    subject: 'Payment received: {{amount}}',
    text: 'Hello {{name}},\n\nwe received {{amount}} for {{reference}}. Thank you.\n',
  }),
  event({
    event: 'wellbeing_alert',
    title: 'Wellbeing alert',
    variables: {
      name: 'Grace Hopper',
      student: 'Alan Turing',
      note: 'Missed three days this week',
      link: 'https://lms.example/insights/mood-scanner',
    },
    subject: 'Wellbeing alert for {{student}}',
    text: 'Hello {{name}},\n\na wellbeing alert was raised for {{student}}: {{note}}\n\nReview it here:\n{{link}}\n',
  }),
  event({
    event: 'document_expiring',
    title: 'Document expiring',
    variables: {
      name: 'Ada Lovelace',
      document: 'Immunisation record',
      expires: '2026-12-01',
      link: 'https://lms.example/my-documents',
    },
    subject: 'Your document "{{document}}" expires on {{expires}}',
    text: 'Hello {{name}},\n\n{{document}} expires on {{expires}}. Please upload a new one:\n{{link}}\n',
  }),
  event({
    event: 'test_message',
    title: 'Test message',
    variables: { name: 'Ada Lovelace' },
    subject: 'Test message',
    text: 'Hello {{name}},\n\nthis is a test message from the LMS.\n',
  }),
  // the classroom's (docs/classroom.md): work returned, grade released, the teacher's daily digest
  event({
    event: 'work_returned',
    title: 'Work returned',
    variables: { name: 'Ada Lovelace', assignment: 'Essay on engines', section: 'Maths 7A', link: '/my-assignments' },
    subject: '{{assignment}} was returned to you',
    text: 'Hello {{name}},\n\nyour teacher returned {{assignment}} in {{section}}. See the feedback here:\n{{link}}\n',
  }),
  event({
    event: 'grade_released',
    title: 'Grade released',
    variables: { name: 'Ada Lovelace', assignment: 'Essay on engines', section: 'Maths 7A', link: '/my-assignments' },
    subject: 'Your grade for {{assignment}} is ready',
    text: 'Hello {{name}},\n\nyour grade for {{assignment}} in {{section}} is ready. See it here:\n{{link}}\n',
  }),
  event({
    event: 'submissions_digest',
    title: 'New submissions (daily digest)',
    variables: { name: 'Grace Hopper', count: '3', list: 'Essay on engines (Maths 7A): 3', link: '/assignments' },
    subject: '{{count}} new submissions to grade',
    text: 'Hello {{name}},\n\nsince yesterday, students handed in:\n{{list}}\n\nGrade them here:\n{{link}}\n',
  }),
];

export const mailEvent = (name: string) => MAIL_EVENTS.find((e) => e.event === name);
