// The content element form, for a new element (of the course and section in the URL) and an
// existing one; rules come from the shared shape (src/shared/entities/content-elements.ts).
import { useParams, useSearchParams } from 'react-router';
import { Form, Input, Select } from 'antd';
import shape, { ELEMENT_TYPES, type ElementType, type ElementValues } from '../../shared/entities/content-elements.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import type { ElementRow } from './element-row.ts';

function ElementFields({ rules }: { rules: typeof shape.createRules }) {
  const type = Form.useWatch<ElementType>('element_type');
  const empty = (v: unknown) => (v === '' ? null : v);
  return (
    <>
      <RuleField name="element_type" rule={rules.element_type}>
        <Select options={ELEMENT_TYPES.map((t) => ({ value: t, label: t }))} />
      </RuleField>
      <RuleField name="title" rule={rules.title} />
      {type === 'video' || type === 'link' ? (
        <RuleField name="url" rule={rules.url} convert={{ normalize: empty }} help="https://…" />
      ) : null}
      {type === 'document' ? (
        <RuleField
          name="file_path"
          rule={rules.file_path}
          convert={{ normalize: empty }}
          help="The path of a file in the file service (My documents)."
        />
      ) : null}
      {type === 'text' ? (
        <RuleField name="body" rule={rules.body}>
          <Input.TextArea rows={6} />
        </RuleField>
      ) : null}
      <RuleField name="publish_at" rule={rules.publish_at} convert={{ normalize: empty }} help="2026-09-01T08:00:00Z" />
      <RuleField name="unpublish_at" rule={rules.unpublish_at} convert={{ normalize: empty }} />
    </>
  );
}

const label = (r: ElementRow) => r.title;

export function CreateElement() {
  const [params] = useSearchParams();
  const section = params.get('section');
  const toValues = (): Partial<ElementValues> => ({
    ...shape.toValues(),
    course_id: Number(params.get('course')),
    section_id: section ? Number(section) : null,
  });
  return (
    <EntityDrawer<ElementRow, ElementValues> shape={shape} mode="create" toValues={toValues} recordLabel={label}>
      <Form.Item name="course_id" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="section_id" hidden>
        <Input />
      </Form.Item>
      <ElementFields rules={shape.createRules} />
    </EntityDrawer>
  );
}

export function EditElement() {
  const { id } = useParams();
  return (
    <EntityDrawer<ElementRow, ElementValues>
      key={id}
      shape={shape}
      mode="edit"
      toValues={shape.toValues}
      recordLabel={label}
    >
      <ElementFields rules={shape.updateRules} />
    </EntityDrawer>
  );
}
