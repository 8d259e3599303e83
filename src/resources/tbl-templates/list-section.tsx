// One repeating part of the template form (columns, filters, sort, totals): a heading, a row of
// fields per item with its Remove button, and an Add button (Form.List).
import type { ReactNode } from 'react';
import { Button, Divider, Form, Space, type FormListFieldData } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';

interface Props {
  name: string;
  title: string;
  /** one item as the buttons name it: "column" → "Add column", "Remove column 2" */
  noun: string;
  newItem: () => object;
  max?: number;
  disabled?: boolean;
  item: (field: FormListFieldData, i: number) => ReactNode;
}

export function ListSection({ name, title, noun, newItem, max, disabled, item }: Props) {
  return (
    <>
      <Divider orientation="left">{title}</Divider>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} wrap align="end">
                {item(field, i)}
                <Button
                  aria-label={`Remove ${noun} ${i + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                  style={{ marginBottom: 24 }}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newItem())}
              disabled={disabled || (max !== undefined && fields.length >= max)}
            >
              Add {noun}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
