// A second process that owns a DATA_DIR's embedded PostgreSQL server (tests/api/embedded-postgres.test.ts):
// prints the server's URL, then waits to be killed.
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

const s = await startEmbeddedPostgres({ dataDir: process.argv[2], log: () => {} });
console.log(s.url);
setInterval(() => {}, 60_000);
