// Every job type the server runs, one line per feature (the types live with their features).
import type { JobType } from '../jobs/define.ts';
import { deliverNotification } from '../mail/deliver-job.ts';
import { usageRollup } from '../jobs/usage-rollup.ts';
import { chatRetention } from '../chat/retention.ts';
import { documentExpiryReminders } from '../documents/expiry-job.ts';
import { gradeTranscripts } from '../records/grade-transcripts-job.ts';
import { skySync } from '../sky/sync-job.ts';
import { oneRosterSync } from '../oneroster-rest/sync-job.ts';
import { lessonEmbeddings } from '../transcripts/embedding-job.ts';
import { subscriptionExpiry } from '../commerce/expiry-job.ts';
import { backupNightly } from '../backup/nightly-job.ts';
import { dueTomorrow, submissionDigest } from '../classroom/notice-jobs.ts';
import { ltiScore } from '../lti/score-job.ts';
import { ltiRosterSync } from '../lti/roster-job.ts';
import { roomAlert } from '../rooms-live/alerts.ts';
import { roomSummaries } from '../rooms-live/summary-job.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const JOB_TYPES: JobType<any>[] = [
  deliverNotification,
  usageRollup,
  chatRetention,
  documentExpiryReminders,
  gradeTranscripts,
  skySync,
  oneRosterSync,
  lessonEmbeddings,
  subscriptionExpiry,
  backupNightly,
  dueTomorrow,
  submissionDigest,
  ltiScore,
  ltiRosterSync,
  roomAlert,
  roomSummaries,
];

export const jobType = (name: string) => JOB_TYPES.find((t) => t.name === name);
