// The password a new or reset account gets until its owner follows the mailed set-password link
// (docs/messaging.md): random, never answered, shown or stored readable, so nobody can sign in with it.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../identity/password.ts';

export const unknownPassword = (): string => randomBytes(24).toString('base64url');

/** Spends the time hashing a new identity's password costs (an answer that must not be faster, e.g. sign-up
 * for an address in use). */
export const spendPasswordHashTime = async (): Promise<void> => void (await hashPassword(unknownPassword()));
