// npm start: one process serving the app, the API, the identity provider and the file service.
import './threadpool.ts'; // first: sizes the thread pool before any file operation starts it
import { loadConfig } from './config.ts';
import { startApp } from './start.ts';

const config = loadConfig();
// a start that cannot go on (the folder in use by another server, a database that does not
// start) says why in one message, without a stack trace
const app = await startApp(config, { seed: process.env.SEED !== 'false' }).catch((err: Error) => {
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
