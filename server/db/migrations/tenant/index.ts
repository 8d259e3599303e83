import type { Migration } from '../../migrate.ts';
import { school } from './001-school.ts';
import { listIndexes } from './002-list-indexes.ts';
import { structure } from './003-structure.ts';
import { curriculum } from './004-curriculum.ts';
import { people } from './005-people.ts';
import { gradebook } from './006-gradebook.ts';
import { chat } from './010-chat.ts';

export const tenantMigrations: Migration[] = [school, listIndexes, structure, curriculum, people, gradebook, chat];
