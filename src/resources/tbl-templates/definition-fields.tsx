// The template form's columns, filters, sort, grouping and totals (choices from the query's
// catalogue entry: grouping by a sortable column, totals of numeric columns), then the live
// preview (definition-preview.tsx).
import { Alert, Divider, Form, Input, InputNumber, Select, Switch, Typography, type FormListFieldData } from 'antd';
import type { CatalogueField } from '../../shared/api-catalogue.ts';
import { TEMPLATE_FORMATS, TOTAL_FUNCTIONS, type TemplateDefinition } from '../../shared/entities/tbl-templates.ts';
import { optionsOf, useQueryFields } from './use-query-fields.ts';
import { ListSection } from './list-section.tsx';
import { Preview, type QueryName } from './definition-preview.tsx';

export type { QueryName };

const NO_VALUE = ['is_null', 'not_null'];
const NUMERIC = ['int', 'bigint', 'number'];
const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** A sort's or a total's two choices: a column of `fields`, then `key` (direction, function). */
const columnAnd = (
  item: FormListFieldData,
  columnLabel: string,
  fields: readonly CatalogueField[],
  key: string,
  keyLabel: string,
  values: readonly string[],
) => (
  <>
    <Form.Item name={[item.name, 'column']} label={columnLabel} rules={[{ required: true }]}>
      <Select style={{ width: 150 }} options={optionsOf(fields)} />
    </Form.Item>
    <Form.Item name={[item.name, key]} label={keyLabel}>
      <Select style={{ width: 100 }} options={choices(values)} />
    </Form.Item>
  </>
);

/** `creating`: the query's names (and master) are sent; an edit cannot change them (createOnly). */
export function DefinitionFields({ creating, query }: { creating: boolean; query: QueryName }) {
  const form = Form.useFormInstance<TemplateDefinition>();
  const { bizobjfile, api } = query;
  const filters = (Form.useWatch('filters', form) ?? []) as TemplateDefinition['filters'];
  const shown = ((Form.useWatch('columns', form) ?? []) as TemplateDefinition['columns'])
    .filter((c) => c?.visible)
    .map((c) => c.name);
  const q = useQueryFields(bizobjfile, api);
  if (q.error) return <Alert type="error" showIcon message={q.error} />;
  const totalled = q.columns.filter((f) => NUMERIC.includes(f.type) && shown.includes(f.name));
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
      <ListSection
        name="columns"
        title="Columns"
        noun="column"
        newItem={() => ({ visible: true, label: '' })}
        item={(item, i) => (
          <>
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
          </>
        )}
      />
      <ListSection
        name="filters"
        title="Filters"
        noun="filter"
        newItem={() => ({})}
        disabled={!q.filterable.length}
        item={(item, i) => {
          const f = filters[i];
          const ops = q.filterable.find((x) => x.name === f?.column)?.operators ?? [];
          return (
            <>
              <Form.Item name={[item.name, 'column']} label={`Filter ${i + 1} field`} rules={[{ required: true }]}>
                <Select style={{ width: 150 }} options={optionsOf(q.filterable)} />
              </Form.Item>
              <Form.Item name={[item.name, 'op']} label={`Filter ${i + 1} operator`} rules={[{ required: true }]}>
                <Select style={{ width: 100 }} options={choices(ops)} />
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
            </>
          );
        }}
      />
      <ListSection
        name="sort"
        title="Sort"
        noun="sort"
        newItem={() => ({ dir: 'asc' })}
        max={5}
        item={(item, i) =>
          columnAnd(item, `Sort ${i + 1} by`, q.sortable, 'dir', `Sort ${i + 1} direction`, ['asc', 'desc'])
        }
      />
      <Divider orientation="left">Grouping</Divider>
      <Form.Item name="group_by" label="Group rows by" normalize={(v?: string) => v ?? null}>
        <Select allowClear placeholder="No grouping" style={{ width: 200 }} options={optionsOf(q.sortable)} />
      </Form.Item>
      <ListSection
        name="totals"
        title="Totals"
        noun="total"
        newItem={() => ({ fn: 'sum' })}
        max={20}
        disabled={!totalled.length}
        item={(item, i) =>
          columnAnd(item, `Total ${i + 1} of`, totalled, 'fn', `Total ${i + 1} function`, TOTAL_FUNCTIONS)
        }
      />
      <Divider orientation="left">Preview</Divider>
      <Preview query={query} />
    </>
  );
}
