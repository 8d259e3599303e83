// Which list query reads a Refine resource, and which write resource changes it. A resource's
// meta ({ bizobjfile, api, writeResource, idField }) wins; otherwise this small map, keyed by the
// resource name or by its page path (resources are named by path in src/config/resources.ts).
import type { MetaQuery } from '@refinedev/core';

export interface ResourceBinding {
  bizobjfile: string;
  api: string;
  /** name under /api/resources/:resource for writes (absent: read-only) */
  writeResource?: string;
  /** the column the record id is in (default: id) */
  idField?: string;
}

const USERS: ResourceBinding = { bizobjfile: 'security_users', api: 'users', writeResource: 'users' };
const ROLES: ResourceBinding = { bizobjfile: 'security_users', api: 'admin_list_roles', writeResource: 'roles' };
const STUDENTS: ResourceBinding = { bizobjfile: 'students', api: 'students', writeResource: 'students' };
const COURSES: ResourceBinding = { bizobjfile: 'courses', api: 'courses', writeResource: 'courses' };
const TENANTS: ResourceBinding = { bizobjfile: 'llm_trans', api: 'tenants', writeResource: 'tenants' };
const APP_CONTROLS: ResourceBinding = { bizobjfile: 'llm_trans', api: 'app_controls', writeResource: 'app_controls' };
const SETTINGS: ResourceBinding = { bizobjfile: 'security_users', api: 'settings', writeResource: 'settings' };

export const RESOURCE_BINDINGS: Readonly<Record<string, ResourceBinding>> = {
  users: USERS,
  '/admin/users': USERS,
  roles: ROLES,
  '/admin/roles': ROLES,
  students: STUDENTS,
  '/students': STUDENTS,
  teachers: { bizobjfile: 'teachers', api: 'teachers' },
  '/teachers': { bizobjfile: 'teachers', api: 'teachers' },
  courses: COURSES,
  '/courses': COURSES,
  tenants: TENANTS,
  '/ei/tenants': TENANTS,
  app_controls: APP_CONTROLS,
  '/app-controls': APP_CONTROLS,
  '/ei/app-controls': APP_CONTROLS,
  settings: SETTINGS,
  '/admin/settings': SETTINGS,
  audit_log: { bizobjfile: 'audit', api: 'audit_log' },
  prompt_templates: { bizobjfile: 'llm_trans', api: 'prompt_template' },
  terms: { bizobjfile: 'security_users', api: 'terms' },
  grades: { bizobjfile: 'students', api: 'grades' },
};

export class UnknownResourceError extends Error {}

export function bindingFor(resource: string, meta?: MetaQuery): ResourceBinding {
  const base = RESOURCE_BINDINGS[resource];
  const m = (meta ?? {}) as Partial<ResourceBinding>;
  const bizobjfile = m.bizobjfile ?? base?.bizobjfile;
  const api = m.api ?? base?.api;
  if (!bizobjfile || !api) {
    throw new UnknownResourceError(
      `No list query is bound to the resource "${resource}"; give meta.bizobjfile and meta.api`,
    );
  }
  return {
    bizobjfile,
    api,
    writeResource: m.writeResource ?? base?.writeResource,
    idField: m.idField ?? base?.idField ?? 'id',
  };
}
