// The loopback OneRoster REST provider as a process, for scripts/e2e.sh: the browser test's school
// (E2E_SCHOOL below) syncs from it. Its client id and secret are the loopback's own.
// Usage: node --import tsx tests/helpers/oneroster-loopback-main.ts PORT
import { E2E_SCHOOL, startOneRosterLoopback } from './oneroster-loopback.ts';

const [port] = process.argv.slice(2);
if (!port) {
  console.error('usage: oneroster-loopback-main.ts PORT');
  process.exit(2);
}
const loop = await startOneRosterLoopback(E2E_SCHOOL(), Number(port));
console.log(`OneRoster loopback at ${loop.base}`);
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
