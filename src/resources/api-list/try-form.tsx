// "Try it": filters chosen in a form, run as the signed-in user through POST /api/tbl/api-list/run;
// shows the request body to copy (the same body POST /api/query/listmodel takes) and the rows.
import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { needsValue, toTriples, tryQuery, type CatalogueEntry, type FilterInput, type ListAnswer } from './api.ts';

interface Values {
  filters?: FilterInput[];
  sort?: string;
  direction?: 'asc' | 'desc';
  rowsize?: number;
}

function bodyOf(entry: CatalogueEntry, v: Values) {
  return {
    bizobjfile: entry.bizobjfile,
    api: entry.api,
    filter: toTriples(v.filters),
    ...(v.sort ? { sort: [[v.sort, v.direction ?? 'asc']] as [string, 'asc' | 'desc'][] } : {}),
    rowsize: v.rowsize ?? 10,
    includeFieldLabels: true as const,
  };
}

export function TryForm({ entry }: { entry: CatalogueEntry }) {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const [result, setResult] = useState<ListAnswer>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  const filterable = entry.fields.filter((f) => f.operators.length);
  const body = bodyOf(entry, values);
  const run = async () => {
    setRunning(true);
    setError(undefined);
    try {
      setResult(await tryQuery(body));
    } catch (e) {
      setResult(undefined);
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };
  const labels = result?.fieldLabels ?? {};
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form form={form} layout="vertical" onFinish={run} initialValues={{ rowsize: 10, direction: 'asc' }}>
        <Form.List name="filters">
          {(items, { add, remove }) => (
            <>
              {items.map((item, i) => {
                const column = values.filters?.[i]?.column;
                const ops = filterable.find((f) => f.name === column)?.operators ?? [];
                return (
                  <Space key={item.key} wrap align="end">
                    <Form.Item name={[item.name, 'column']} label={`Filter ${i + 1} field`}>
                      <Select
                        style={{ width: 180 }}
                        options={filterable.map((f) => ({ value: f.name, label: f.label }))}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'op']} label={`Filter ${i + 1} operator`}>
                      <Select style={{ width: 110 }} options={ops.map((o) => ({ value: o, label: o }))} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'value']} label={`Filter ${i + 1} value`}>
                      <Input style={{ width: 180 }} disabled={!needsValue(values.filters?.[i]?.op)} />
                    </Form.Item>
                    <Button
                      aria-label={`Remove filter ${i + 1}`}
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(item.name)}
                      style={{ marginBottom: 24 }}
                    />
                  </Space>
                );
              })}
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={!filterable.length}>
                Add filter
              </Button>
            </>
          )}
        </Form.List>
        <Space wrap style={{ marginTop: 16 }}>
          <Form.Item name="sort" label="Sort by">
            <Select
              allowClear
              style={{ width: 180 }}
              options={entry.fields.filter((f) => f.sortable).map((f) => ({ value: f.name, label: f.label }))}
            />
          </Form.Item>
          <Form.Item name="direction" label="Direction">
            <Select style={{ width: 120 }} options={[{ value: 'asc' }, { value: 'desc' }]} />
          </Form.Item>
          <Form.Item name="rowsize" label="Rows">
            <InputNumber min={1} max={500} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={running}>
          Run
        </Button>
      </Form>
      <Typography.Text strong>POST /api/query/listmodel</Typography.Text>
      <Typography.Paragraph copyable={{ text: JSON.stringify(body, null, 2) }}>
        <pre data-testid="request-body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(body, null, 2)}
        </pre>
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message="The query was refused" description={error} /> : null}
      {result ? (
        <>
          <Typography.Text data-testid="try-total">
            {result.total} matching rows, {result.rows.length} shown
          </Typography.Text>
          <DataGrid
            plain
            rowKey={(_, i) => String(i)}
            rows={localRows(result.rows)}
            columns={Object.keys(labels).map((c) => ({ field: c, title: labels[c], render: show }))}
            emptyText="No rows match these filters"
          />
        </>
      ) : null}
    </Space>
  );
}

const show = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
