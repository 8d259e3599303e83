// An assignment's rubric: imported from a rubric-generator output saved in My collection (POST
// /api/assignments/:id/rubric/import) or built by hand, criteria by levels with points (PUT
// /api/assignments/:id/rubric). Saving replaces the whole rubric.
import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { importRubric, saveRubric, type Criterion } from './api.ts';
import { SavedPicker } from './saved-picker.tsx';

const NEW_CRITERION: Criterion = {
  title: '',
  description: '',
  levels: [
    { title: 'Meets', description: '', points: 4 },
    { title: 'Approaching', description: '', points: 2 },
  ],
};

function ImportPart(props: { assignmentId: number; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ saved_id: number }>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const { saved_id } = await form.validateFields();
    setBusy(true);
    try {
      const r = await importRubric(props.assignmentId, saved_id);
      void message.success(`Rubric imported: ${r.data.length} criteria`);
      props.onDone();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" component="div">
      <SavedPicker tools={['rubric-generator']} label="Import from My collection (rubric generator)" />
      <Button icon={<ImportOutlined />} loading={busy} onClick={run}>
        Import rubric
      </Button>
    </Form>
  );
}

export function RubricDrawer(props: { assignmentId: number; open: boolean; onClose: () => void }) {
  const answer = useApiAnswer<{ data: Criterion[] }>(
    `/assignments/${props.assignmentId}/rubric`,
    undefined,
    props.open,
  );
  const criteria = answer.data?.data;
  const ready = props.open && !!criteria;
  const done = () => (answer.retry(), props.onClose());
  return (
    <DrawerForm<{ criteria: Criterion[] }>
      open={ready}
      title="Rubric"
      width={640}
      submitLabel="Save rubric"
      onClose={props.onClose}
      initialValues={{ criteria: criteria?.length ? criteria : [NEW_CRITERION] }}
      onSubmit={(v) =>
        saveRubric(
          props.assignmentId,
          v.criteria.map((c) => ({
            title: c.title,
            description: c.description ?? '',
            levels: c.levels.map((l) => ({ title: l.title, description: l.description ?? '', points: l.points })),
          })),
        ).then(() => answer.retry())
      }
    >
      <ImportPart assignmentId={props.assignmentId} onDone={done} />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Or build it by hand
      </Typography.Title>
      <Form.List name="criteria">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={`Criterion ${i + 1}`}>
                <Form.Item name={[f.name, 'title']} label="Criterion" rules={[{ required: true, max: 300 }]}>
                  <Input />
                </Form.Item>
                <Form.List name={[f.name, 'levels']}>
                  {(levels, lv) => (
                    <>
                      {levels.map((l, j) => (
                        <Space key={l.key} wrap align="start">
                          <Form.Item
                            name={[l.name, 'title']}
                            label={`Level ${j + 1}`}
                            rules={[{ required: true, max: 200 }]}
                          >
                            <Input />
                          </Form.Item>
                          <Form.Item name={[l.name, 'points']} label="Points" rules={[{ required: true }]}>
                            <InputNumber min={0} />
                          </Form.Item>
                          <Button
                            aria-label={`Remove level ${j + 1} of criterion ${i + 1}`}
                            icon={<DeleteOutlined />}
                            onClick={() => lv.remove(l.name)}
                            disabled={levels.length === 1}
                            style={{ marginTop: 30 }}
                          />
                        </Space>
                      ))}
                      <Button size="small" onClick={() => lv.add({ title: '', description: '', points: 0 })}>
                        Add level
                      </Button>
                    </>
                  )}
                </Form.List>
                <Button danger size="small" style={{ marginLeft: 8 }} onClick={() => remove(f.name)}>
                  Remove criterion
                </Button>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(NEW_CRITERION)}>
              Add criterion
            </Button>
          </>
        )}
      </Form.List>
    </DrawerForm>
  );
}
