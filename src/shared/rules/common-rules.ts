// Field rules several resources share (a person's e-mail and names), so each resource's rules
// file stays independent of the others.
import type { FieldRule } from '../field-rules.ts';

export const EMAIL_RULE = { label: 'E-mail', kind: 'email', required: true, max: 254 } as const satisfies FieldRule;
export const personName = (label: string) =>
  ({ label, kind: 'text', required: true, max: 100 }) as const satisfies FieldRule;
