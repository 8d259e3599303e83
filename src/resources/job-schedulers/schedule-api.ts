// The job schedule calls (server/job-runner/schedule-routes.ts): save a job's cron and switch (with
// its version), read a cron in plain language with its next runs, and run a job now.
import { apiFetch } from '../../providers/http-client.ts';

export interface Reading {
  description?: string;
  next?: string[];
  error?: string;
}
export interface ScheduleRow {
  name: string;
  title: string;
  cron: string;
  enabled: boolean;
  version: number;
  reading: Reading;
}
export type ScheduleInput = { cron: string; enabled: boolean };

export const save = (r: ScheduleRow, v: ScheduleInput) =>
  apiFetch<ScheduleRow>(`/job-schedules/${r.name}`, { method: 'PUT', body: { ...v, version: r.version } });
export const preview = (cron: string) =>
  apiFetch<Reading>('/job-schedules/preview', { method: 'POST', body: { cron } });
export const runNow = (name: string) => apiFetch(`/job-schedules/${name}/run`, { method: 'POST' });
