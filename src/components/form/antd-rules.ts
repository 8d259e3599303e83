// A field's shared rule (field-rules.ts) as antd form rules: one validator calling the same
// checkField the server calls, so the browser says what the server would say.
import type { Rule } from 'antd/es/form';
import { checkField, type FieldRule } from '../../shared/field-rules.ts';

export function antdRules(rule: FieldRule, extra?: (value: unknown) => string | undefined): Rule[] {
  return [
    {
      validator: async (_r, value) => {
        const message = checkField(rule, value) ?? extra?.(value);
        if (message) throw new Error(message);
      },
    },
  ];
}
