import type { Migration } from '../../migrate.ts';
import { core } from './001-core.ts';
import { secrets } from './002-secrets.ts';
import { aiTools } from './003-ai-tools.ts';
import { principalNotify } from './004-principal-notify.ts';

export const platformMigrations: Migration[] = [core, secrets, aiTools, principalNotify];
