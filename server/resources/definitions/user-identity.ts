// The identity store's answers for the users resource and its actions, as API errors.
import { ApiError, conflict } from '../../errors.ts';
import { IdentityExistsError, IdentityNotManagedError } from '../../identity-admin/index.ts';

// One address is one sign-in identity and belongs to one school, so an address in use anywhere
// cannot be given to a new user. Whether it is used in this school, in another school or only in the
// identity store, the answer is the same 409, so it never says more than "in use" about other schools.
const EMAIL_IN_USE =
  'E-mail: this address is already in use and cannot be invited. If the person is in your school, find them in ' +
  'the users list; otherwise ask them for another address.';
export const emailInUse = () => conflict(EMAIL_IN_USE, 'email_unavailable', { fields: { email: EMAIL_IN_USE } });

/** The identity store's failures as API answers (never a 500). */
export async function identityCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof IdentityExistsError) throw emailInUse();
    if (err instanceof IdentityNotManagedError) throw new ApiError(409, 'identity_not_managed', err.message);
    if (err instanceof ApiError) throw err;
    throw new ApiError(502, 'idp_unavailable', 'The identity store could not be reached; try again');
  }
}
