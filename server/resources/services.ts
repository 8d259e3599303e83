// The services a write's hooks outside the transaction use: the identity store (IdentityAdmin),
// and mail: sendNotification and set-password links (docs/messaging.md). Built once per route module.
import type { FastifyInstance } from 'fastify';
import { sendNotification } from '../mail/notify.ts';
import { issuePasswordLink } from '../identity-admin/password-links.ts';
import type { WriteServices } from './types.ts';

export function writeServices(app: FastifyInstance): WriteServices {
  return {
    db: app.database.db,
    identities: app.identityAdmin,
    notify: (event, to, vars, opts) => sendNotification(app, event, to, vars, opts),
    passwordLink: (userId, purpose) => issuePasswordLink(app.database.db, app.config, userId, purpose),
    sendJob: (name, data) => app.jobs.send(name, data),
    config: app.config,
  };
}
