// Renders a tool's form declaration (forms/tool-forms.ts) as an antd form. The server validates
// the same declaration as a JSON schema.
import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, type FormInstance } from 'antd';
import {
  DEFAULT_TEXT_MAX,
  DEFAULT_TEXTAREA_MAX,
  LANGUAGES,
  SOURCE_TEXT_MAX,
  type FieldDecl,
  type ToolForm,
  type ToolInputs,
} from '../../shared/tools/field-types.ts';
import { GradeSelect } from './grade-select.tsx';
import { SourceTextField } from './source-text-field.tsx';

function control(f: FieldDecl): ReactNode {
  switch (f.kind) {
    case 'grade':
      return <GradeSelect />;
    case 'text':
      return <Input maxLength={f.maxLength ?? DEFAULT_TEXT_MAX} placeholder={f.placeholder} />;
    case 'textarea':
      return (
        <Input.TextArea
          rows={f.rows ?? 4}
          maxLength={f.maxLength ?? DEFAULT_TEXTAREA_MAX}
          showCount
          placeholder={f.placeholder}
        />
      );
    case 'source-text':
      return <SourceTextField maxLength={f.maxLength ?? SOURCE_TEXT_MAX} placeholder={f.placeholder} />;
    case 'number':
      return <InputNumber min={f.min} max={f.max} precision={0} style={{ width: 140 }} />;
    case 'radio':
      return <Radio.Group options={f.options} optionType="button" buttonStyle="solid" />;
    case 'select':
      return <Select options={f.options} />;
    case 'language':
      return <Select showSearch options={LANGUAGES.map((l) => ({ value: l, label: l }))} />;
    case 'boolean':
      return <Switch />;
  }
}

export function ToolFormFields({ form }: { form: ToolForm }) {
  return (
    <>
      {form.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          extra={f.help}
          valuePropName={f.kind === 'boolean' ? 'checked' : 'value'}
          rules={
            f.required ? [{ required: true, whitespace: f.kind !== 'number', message: `${f.label} is required` }] : []
          }
        >
          {control(f)}
        </Form.Item>
      ))}
    </>
  );
}

/** The form's values as the request body: empty optional fields left out. */
export function collectInputs(form: ToolForm, instance: FormInstance): ToolInputs {
  const values = instance.getFieldsValue(true) as ToolInputs;
  const out: ToolInputs = {};
  for (const f of form.fields) {
    const v = values[f.name];
    if (v === undefined || v === null || v === '') continue;
    out[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}
