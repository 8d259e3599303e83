// Public sign-up (docs/commerce.md): /signup/student makes a TrekAI (B2CU) student, /signup/teacher
// an independent teacher of EI. The form and POST /api/signup/:kind check the same fields; the
// password is chosen through the set-password link the confirmation mail carries, which also
// proves the address.
import { Type } from '@sinclair/typebox';
import { email, name } from './fields.ts';
import { rulesOf } from './schema-rules.ts';

export const SIGNUP_KINDS = {
  student: { schema: 'trekai_lms', role: 'student', title: 'Sign up for TrekAI', who: 'student' },
  teacher: { schema: 'ei_lms', role: 'ind-teacher', title: 'Sign up as an independent teacher', who: 'teacher' },
} as const;
export type SignupKind = keyof typeof SIGNUP_KINDS;

export const SignupSchema = Type.Object(
  { first_name: name('First name'), last_name: name('Last name'), email: email('E-mail') },
  { additionalProperties: false },
);

export const SIGNUP_RULES = rulesOf(SignupSchema);
