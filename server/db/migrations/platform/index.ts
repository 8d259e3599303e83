import type { Migration } from '../../migrate.ts';
import { core } from './001-core.ts';
import { secrets } from './002-secrets.ts';
import { aiTools } from './003-ai-tools.ts';
import { principalNotify } from './004-principal-notify.ts';
import { revokedSessions } from './004-revoked-sessions.ts';
import { courseWrites } from './005-course-writes.ts';
import { messaging } from './006-messaging.ts';
import { gradebookWrites } from './008-gradebook.ts';
import { records } from './009-records.ts';
import { commerce } from './010-commerce.ts';
import { chatPlatform } from './012-chat.ts';
import { myProfile } from './016-my-profile.ts';
import { transcripts } from './017-transcripts.ts';
import { remindersLinks } from './018-reminders-links.ts';
import { jobOutput } from './024-job-output.ts';
import { tenantCourses } from './023-tenant-courses.ts';
import { tblMasters } from './022-tbl-masters.ts';
import { rateCounters } from './028-rate-counters.ts';
import { stripeRefunds } from './030-stripe-refunds.ts';
import { tblMasterTotals } from './031-tbl-master-totals.ts';
import { stripePaymentRefs } from './034-stripe-payment-refs.ts';
import { notificationJobs } from './035-notification-jobs.ts';
import { refundReversals } from './036-refund-reversals.ts';
import { paymentSubscriptions } from './037-payment-subscriptions.ts';
import { identitySecurity } from './038-identity-security.ts';

export const platformMigrations: Migration[] = [
  core,
  secrets,
  aiTools,
  revokedSessions,
  principalNotify,
  courseWrites,
  messaging,
  gradebookWrites,
  records,
  chatPlatform,
  commerce,
  myProfile,
  transcripts,
  remindersLinks,
  jobOutput,
  tenantCourses,
  tblMasters,
  rateCounters,
  stripeRefunds,
  tblMasterTotals,
  stripePaymentRefs,
  notificationJobs,
  refundReversals,
  paymentSubscriptions,
  identitySecurity,
];
