// The form fields of an entity read from its shape: one RuleField per field, in the shape's order,
// each with the input its rule's kind needs (a number box for numbers, a date box for days, a tick
// for yes/no). Drawers use it unless their screen gives its own fields (entity-drawers.tsx).
import { Checkbox, Form, Input, InputNumber } from 'antd';
import type { TSchema } from '@sinclair/typebox';
import type { EntityShape } from '../../shared/entity.ts';
import type { RuleSet } from '../../shared/field-rules.ts';
import { RuleField } from './rule-field.tsx';

const plain = (s: TSchema): TSchema => ((s.anyOf ?? []) as TSchema[]).find((m) => m.type !== 'null') ?? s;

export function ShapeFields({ shape, rules }: { shape: EntityShape; rules: RuleSet }) {
  return (
    <>
      {Object.entries(rules).map(([name, rule]) => {
        const schema = plain(shape.fields[name] ?? {});
        if (schema.type === 'boolean')
          return (
            <Form.Item key={name} name={name} valuePropName="checked">
              <Checkbox>{rule.label}</Checkbox>
            </Form.Item>
          );
        const input =
          rule.kind === 'integer' || rule.kind === 'number' ? (
            // no min/max: a value out of bounds gets the rule's message rather than being clamped
            <InputNumber style={{ width: '100%' }} />
          ) : schema.format === 'date' ? (
            <Input type="date" />
          ) : undefined;
        return (
          <RuleField key={name} name={name} rule={rule}>
            {input}
          </RuleField>
        );
      })}
    </>
  );
}
