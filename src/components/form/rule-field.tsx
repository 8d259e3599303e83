// One form field bound to its shared rule: label, required mark and validation from the rule;
// the input from the rule's kind unless a child is given.
import type { ReactNode } from 'react';
import { Form, Input, Select, type FormItemProps } from 'antd';
import type { FieldRule } from '../../shared/field-rules.ts';
import { antdRules } from './antd-rules.ts';

interface Props {
  name: string;
  rule: FieldRule;
  /** a further check of this field only (e.g. against other data the form has) */
  check?: (value: unknown) => string | undefined;
  help?: ReactNode;
  options?: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
  children?: ReactNode;
  /** how the value travels between the form and an input that holds another type (a date picker) */
  convert?: Pick<FormItemProps, 'getValueProps' | 'normalize'>;
}

function defaultInput({ rule, options, disabled }: Props) {
  const opts = options ?? rule.values?.map((v) => ({ value: v, label: v }));
  switch (rule.kind) {
    case 'choice':
      return <Select options={opts?.map((o) => ({ ...o }))} disabled={disabled} />;
    case 'choices':
      return <Select mode="multiple" options={opts?.map((o) => ({ ...o }))} disabled={disabled} />;
    case 'email':
      return <Input type="email" autoComplete="off" maxLength={rule.max} disabled={disabled} />;
    default:
      return <Input maxLength={rule.max} disabled={disabled} />;
  }
}

export function RuleField(props: Props) {
  const { name, rule, check, help, children } = props;
  return (
    <Form.Item
      name={name}
      label={rule.label}
      required={rule.required}
      rules={antdRules(rule, check)}
      extra={help}
      {...props.convert}
    >
      {children ?? defaultInput(props)}
    </Form.Item>
  );
}
