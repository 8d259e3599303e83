import type { Migration } from '../../migrate.ts';
import { school } from './001-school.ts';

export const tenantMigrations: Migration[] = [school];
