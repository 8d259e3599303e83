// Picks one output saved in the teacher's My collection from the given tools (a rubric generator's
// for a rubric, a question generator's for a quiz), newest first; says so when there is none.
import { Alert, Form, Select } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';

interface Saved {
  id: number;
  toolSlug: string;
  title: string;
  createdAt: string;
}

export function SavedPicker(props: { tools: [string] | [string, string]; label: string; name?: string }) {
  // one call per tool (the list filters by one); at most two tools here
  const first = useApiAnswer<{ rows: Saved[] }>('/tools/collection', { tool: props.tools[0], offset: 0, limit: 50 });
  const second = useApiAnswer<{ rows: Saved[] }>(
    '/tools/collection',
    { tool: props.tools[1] ?? '', offset: 0, limit: 50 },
    props.tools.length > 1,
  );
  const answers = props.tools.length > 1 ? [first, second] : [first];
  const failed = answers.find((a) => a.error);
  if (failed)
    return <Alert type="warning" showIcon message={`My collection could not be loaded: ${failed.error!.message}`} />;
  const loading = answers.some((a) => a.loading);
  const rows = answers.flatMap((a) => a.data?.rows ?? []).sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  return (
    <Form.Item
      name={props.name ?? 'saved_id'}
      label={props.label}
      rules={[{ required: true, message: 'Pick a saved output' }]}
      extra={!loading && rows.length === 0 ? 'Nothing saved from these tools yet: save one from its tool page.' : null}
    >
      <Select
        loading={loading}
        showSearch
        optionFilterProp="label"
        options={rows.map((r) => ({
          value: r.id,
          label: `${r.title} (${new Date(r.createdAt).toLocaleDateString()})`,
        }))}
      />
    </Form.Item>
  );
}
