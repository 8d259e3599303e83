// Every writable resource, by the name used in /api/resources/:resource.
import type { ResourceDef } from '../types.ts';
import { users } from './users.ts';
import { roles } from './roles.ts';
import { settings } from './settings.ts';
import { appControls } from './app-controls.ts';
import { tenants } from './tenants.ts';
import { students } from './students.ts';
import { courses } from './courses.ts';

export const RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  [users, roles, settings, appControls, tenants, students, courses].map((d) => [d.name, d]),
);
