// The LTI registration calls (server/lti/registration-routes.ts). An operator names the school
// (tenantSchema) on every call; anyone else acts for their own school.
import { apiFetch } from '../../providers/http-client.ts';
import type { RosterReport } from '../../shared/lti-roster.ts';

export type { RosterReport };

export interface LtiPlatform {
  id: number;
  name: string;
  issuer: string;
  client_id: string;
  deployment_ids: string[];
  jwks_url: string;
  auth_url: string;
  token_url: string;
  /** link roster members to accounts by their platform e-mail (docs/lti.md, linking) */
  trust_emails: boolean;
  version: number;
  created_at: string;
}

/** The tool's own addresses, which the administrator copies into the platform. */
export interface ToolUrls {
  login_url: string;
  launch_url: string;
  redirect_uris: string[];
  deep_linking_url: string;
  jwks_url: string;
  domain: string;
}

export type PlatformInput = Omit<LtiPlatform, 'id' | 'version' | 'created_at'>;

const named = (tenantSchema: string | undefined) => (tenantSchema ? { tenantSchema } : {});
const query = (tenantSchema: string | undefined) =>
  tenantSchema ? `?tenantSchema=${encodeURIComponent(tenantSchema)}` : '';

export const createPlatform = (input: PlatformInput, tenantSchema?: string) =>
  apiFetch('/lti/platforms', { method: 'POST', body: { ...input, ...named(tenantSchema) } });

export const updatePlatform = (row: LtiPlatform, input: PlatformInput, tenantSchema?: string) =>
  apiFetch(`/lti/platforms/${row.id}`, {
    method: 'PUT',
    body: { ...input, version: row.version, ...named(tenantSchema) },
  });

export const deletePlatform = (row: LtiPlatform, tenantSchema?: string) =>
  apiFetch(`/lti/platforms/${row.id}${query(tenantSchema)}`, { method: 'DELETE' });

/** A course of the school's platforms seen in a launch (GET /api/lti/contexts). */
export interface LtiCourse {
  id: number;
  platform_id: number;
  platform_name: string;
  context_id: string;
  title: string;
  /** a launch carried the roster service (NRPS) claim, so its roster can be pulled */
  roster: boolean;
  section_id: number | null;
  section_code: string | null;
  synced_at: string | null;
  /** why the last pull failed (cleared by one that works) */
  sync_error: string | null;
}

export const pullRoster = (course: LtiCourse) =>
  apiFetch<RosterReport>(`/lti/contexts/${course.id}/roster-sync`, { method: 'POST' });

export const tieSection = (course: LtiCourse, sectionId: number | null) =>
  apiFetch(`/lti/contexts/${course.id}/section`, { method: 'PUT', body: { section_id: sectionId } });
