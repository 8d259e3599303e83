// The template form's columns, filters and sort (Form.List rows, choices from the query's catalogue
// entry) and its live preview: the first rows the unsaved definition gives, checked by the server
// as a save would be, so a refused column or operator shows its reason before saving.
import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TEMPLATE_FORMATS, type TemplateDefinition } from '../../shared/entities/tbl-templates.ts';
import { optionsOf, useQueryFields } from './use-query-fields.ts';
import { previewRows } from './api.ts';
import { TemplateGrid } from './template-grid.tsx';

const NO_VALUE = ['is_null', 'not_null'];
const remover = (label: string, onClick: () => void) => (
  <Button aria-label={label} icon={<MinusCircleOutlined />} onClick={onClick} style={{ marginBottom: 24 }} />
);

export interface QueryName {
  bizobjfile: string;
  api: string;
}

/** `creating`: the query's names (and master) are sent; an edit cannot change them (createOnly). */
export function DefinitionFields({ creating, query }: { creating: boolean; query: QueryName }) {
  const form = Form.useFormInstance<TemplateDefinition>();
  const { bizobjfile, api } = query;
  const filters = (Form.useWatch('filters', form) ?? []) as TemplateDefinition['filters'];
  const q = useQueryFields(bizobjfile, api);
  if (q.error) return <Alert type="error" showIcon message={q.error} />;
  return (
    <>
      <Typography.Paragraph>
        List query: <Typography.Text code>{`${bizobjfile}/${api}`}</Typography.Text>
      </Typography.Paragraph>
      {creating
        ? ['bizobjfile', 'api', 'master_template_id'].map((n) => (
            <Form.Item key={n} name={n} hidden>
              <Input />
            </Form.Item>
          ))
        : null}
      <Divider orientation="left">Columns</Divider>
      <Form.List name="columns">
        {(items, { add, remove }) => (
          <>
            {items.map((item, i) => (
              <Space key={item.key} wrap align="end">
                <Form.Item name={[item.name, 'name']} label={`Column ${i + 1}`} rules={[{ required: true }]}>
                  <Select style={{ width: 150 }} loading={q.loading} options={optionsOf(q.columns)} />
                </Form.Item>
                <Form.Item name={[item.name, 'label']} label={`Column ${i + 1} heading`}>
                  <Input style={{ width: 140 }} maxLength={100} />
                </Form.Item>
                <Form.Item name={[item.name, 'width']} label={`Column ${i + 1} width`}>
                  <InputNumber min={40} max={800} style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'format']} label={`Column ${i + 1} format`}>
                  <Select allowClear style={{ width: 110 }} options={TEMPLATE_FORMATS.map((f) => ({ value: f }))} />
                </Form.Item>
                <Form.Item name={[item.name, 'visible']} label={`Show column ${i + 1}`} valuePropName="checked">
                  <Switch />
                </Form.Item>
                {remover(`Remove column ${i + 1}`, () => remove(item.name))}
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ visible: true, label: '' })}>
              Add column
            </Button>
          </>
        )}
      </Form.List>
      <Divider orientation="left">Filters</Divider>
      <Form.List name="filters">
        {(items, { add, remove }) => (
          <>
            {items.map((item, i) => {
              const f = filters[i];
              const ops = q.filterable.find((x) => x.name === f?.column)?.operators ?? [];
              return (
                <Space key={item.key} wrap align="end">
                  <Form.Item name={[item.name, 'column']} label={`Filter ${i + 1} field`} rules={[{ required: true }]}>
                    <Select style={{ width: 150 }} options={optionsOf(q.filterable)} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'op']} label={`Filter ${i + 1} operator`} rules={[{ required: true }]}>
                    <Select style={{ width: 100 }} options={ops.map((o) => ({ value: o, label: o }))} />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, 'value']}
                    label={`Filter ${i + 1} value`}
                    help={f?.op === 'in' ? 'Values separated by commas' : undefined}
                    normalize={(v: string) => (f?.op === 'in' ? String(v ?? '').split(',') : v)}
                    getValueProps={(v: unknown) => ({ value: Array.isArray(v) ? v.join(',') : v })}
                  >
                    <Input style={{ width: 150 }} disabled={!f?.op || NO_VALUE.includes(f.op)} />
                  </Form.Item>
                  {remover(`Remove filter ${i + 1}`, () => remove(item.name))}
                </Space>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!q.filterable.length}>
              Add filter
            </Button>
          </>
        )}
      </Form.List>
      <Divider orientation="left">Sort</Divider>
      <Form.List name="sort">
        {(items, { add, remove }) => (
          <>
            {items.map((item, i) => (
              <Space key={item.key} wrap align="end">
                <Form.Item name={[item.name, 'column']} label={`Sort ${i + 1} by`} rules={[{ required: true }]}>
                  <Select style={{ width: 150 }} options={optionsOf(q.sortable)} />
                </Form.Item>
                <Form.Item name={[item.name, 'dir']} label={`Sort ${i + 1} direction`}>
                  <Select style={{ width: 110 }} options={[{ value: 'asc' }, { value: 'desc' }]} />
                </Form.Item>
                {remover(`Remove sort ${i + 1}`, () => remove(item.name))}
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ dir: 'asc' })} disabled={items.length >= 5}>
              Add sort
            </Button>
          </>
        )}
      </Form.List>
      <Divider orientation="left">Preview</Divider>
      <Preview query={query} />
    </>
  );
}

/** The first rows of the definition as it stands, refreshed a moment after the last change. */
function Preview({ query }: { query: QueryName }) {
  const form = Form.useFormInstance<TemplateDefinition>();
  const all = Form.useWatch([], form) as Partial<TemplateDefinition> | undefined;
  const text = JSON.stringify({
    bizobjfile: query.bizobjfile,
    api: query.api,
    columns: (all?.columns ?? []).filter((c) => c?.name).map((c) => ({ ...c, label: c.label || c.name })),
    filters: (all?.filters ?? []).filter((f) => f?.column && f.op),
    sort: (all?.sort ?? []).filter((s) => s?.column).map((s) => ({ column: s.column, dir: s.dir ?? 'asc' })),
  });
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), 400);
    return () => clearTimeout(t);
  }, [text]);
  const def = JSON.parse(settled) as TemplateDefinition;
  if (!def.columns.length) return <Alert type="info" message="Add a column to see a preview" />;
  return (
    <TemplateGrid
      load={(page) => previewRows(def, page)}
      dataKey={settled}
      pageSize={5}
      paged={false}
      emptyText="No rows match these filters"
    />
  );
}
