// The password a new or reset account gets until its owner follows the mailed set-password link
// (docs/messaging.md): random, never answered, shown or stored readable, so nobody can sign in with it.
import { randomBytes } from 'node:crypto';

export const unknownPassword = (): string => randomBytes(24).toString('base64url');
