import type { Migration } from '../../migrate.ts';
import { core } from './001-core.ts';

export const platformMigrations: Migration[] = [core];
