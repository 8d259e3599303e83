// The section's category weights in a small dialog over the gradebook: points-based, or a percent
// per category adding to 100 %. The server checks the total (set_grade_weights on sections) and a
// refusal is shown at the weights field, nothing saved.
import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import { PercentageOutlined } from '@ant-design/icons';
import { ASSIGNMENT_CATEGORIES } from '../../shared/entities/assignments.ts';
import { weightsTotal, type GradeWeights } from '../../shared/grade-weights.ts';
import { runAction, failureText } from '../../providers/data/run-action.ts';
import { HttpError } from '../../providers/http-client.ts';

const fieldError = (e: unknown) => {
  const body = e instanceof HttpError ? (e.body as { error?: { fields?: Record<string, string> } }) : undefined;
  return body?.error?.fields?.weights ?? body?.error?.fields?.['weights.weights'];
};

export function WeightsEditor(props: {
  sectionId: number;
  weights: GradeWeights | null;
  disabled: boolean;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [weighted, setWeighted] = useState(!!props.weights);
  const [draft, setDraft] = useState<GradeWeights>(props.weights ?? {});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const start = () => (
    setWeighted(!!props.weights),
    setDraft(props.weights ?? {}),
    setProblem(undefined),
    setOpen(true)
  );
  const save = async () => {
    setSaving(true);
    setProblem(undefined);
    try {
      const answer = await runAction('sections', 'set_grade_weights', [props.sectionId], {
        weights: weighted ? draft : null,
      });
      const failed = failureText(answer, () => 'Weights');
      if (failed) setProblem(failed);
      else {
        setOpen(false);
        props.onSaved();
      }
    } catch (e) {
      setProblem(fieldError(e) ?? (e instanceof Error ? e.message : String(e)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<PercentageOutlined />} onClick={start} disabled={props.disabled}>
        Category weights
      </Button>
      <Modal
        title="Category weights"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText="Save weights"
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="Averages">
            <Radio.Group value={weighted} onChange={(e) => setWeighted(e.target.value as boolean)}>
              <Radio value={false}>Points-based</Radio>
              <Radio value={true}>Weighted by category</Radio>
            </Radio.Group>
          </Form.Item>
          {weighted ? (
            <Form.Item
              label="Weights (%)"
              validateStatus={problem ? 'error' : undefined}
              help={problem ?? `Total: ${weightsTotal(draft)}%`}
            >
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
                {ASSIGNMENT_CATEGORIES.map((c) => (
                  <label key={c}>
                    <Typography.Text style={{ display: 'block' }}>{c}</Typography.Text>
                    <InputNumber
                      aria-label={`Weight of ${c}`}
                      min={0}
                      max={100}
                      value={draft[c] ?? null}
                      onChange={(v) => setDraft((d) => ({ ...d, [c]: v ?? undefined }))}
                      style={{ width: '100%' }}
                    />
                  </label>
                ))}
              </div>
            </Form.Item>
          ) : problem ? (
            <Alert type="error" showIcon message={problem} />
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
