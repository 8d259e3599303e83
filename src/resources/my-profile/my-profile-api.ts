// The /my-profile calls (server/my-profile/routes.ts): the caller's own profile as GET answers it, a
// save of the fields the school lets them edit, and the embedded provider's password change.
import { apiFetch, HttpError } from '../../providers/http-client.ts';

export interface MyProfile {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo_url: string | null;
  version: number;
  editable: string[];
  accountUrl: string | null;
}

/** Saves these fields (those the profile says are editable) over the given version; answers the new profile. */
export const saveProfile = (profile: MyProfile, changes: Partial<MyProfile>) =>
  apiFetch<MyProfile>('/my-profile', {
    method: 'PATCH',
    body: {
      ...Object.fromEntries(Object.entries(changes).filter(([k]) => profile.editable.includes(k))),
      version: profile.version,
    },
  });

export interface PasswordValues {
  current_password: string;
  password: string;
  confirm: string;
}

/** The server says why a new password is refused at `password`; the body names it `new_password`. */
export async function changePassword(v: PasswordValues) {
  await apiFetch('/my-profile/password', {
    method: 'POST',
    body: { current_password: v.current_password, new_password: v.password },
  }).catch((e: unknown) => {
    const body = e instanceof HttpError ? (e.body as { error?: { fields?: Record<string, string> } }) : undefined;
    const fields = body?.error?.fields;
    if (fields?.new_password && !fields.password) fields.password = fields.new_password;
    throw e;
  });
}
