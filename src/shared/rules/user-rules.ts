// A user's shapes (e-mail, names, roles), TypeBox and titled: the users resource validates with
// them (server/resources/definitions/users.ts) and the user forms derive their rules from them.
// Roles are checked against the tenant's own role list (the server knows it; the form offers it).
import { Type } from '@sinclair/typebox';
import { name } from '../fields.ts';
import { rulesOf } from '../schema-rules.ts';

export const UserEmail = Type.String({
  title: 'E-mail',
  maxLength: 254,
  pattern: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$',
  patternMessage: 'E-mail must be an e-mail address',
});
export const FirstName = name('First name');
export const LastName = name('Last name');

const UserShape = Type.Object({
  email: UserEmail,
  first_name: FirstName,
  last_name: LastName,
  roles: Type.Array(Type.String({ maxLength: 40 }), { title: 'Roles', minItems: 1, maxItems: 10 }),
});

export const USER_RULES = rulesOf(UserShape);

/** Editing changes names and roles; the e-mail is the sign-in name and stays. */
export const USER_EDIT_RULES = {
  first_name: USER_RULES.first_name,
  last_name: USER_RULES.last_name,
  roles: USER_RULES.roles,
};

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
