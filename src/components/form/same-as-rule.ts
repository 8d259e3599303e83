// The antd rule of a "repeat the password" field: its value must equal the field `name`'s.
import type { FormRule } from 'antd';

export const sameAs =
  (name: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_r, value) => (value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
