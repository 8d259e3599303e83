// The section's category weights in a drawer over the gradebook: points-based, or a percent per
// category adding to 100 %. The server checks the total (set_grade_weights on sections) and a
// refusal is shown in the drawer with the weights kept, nothing saved.
import { useState } from 'react';
import { Button, Form, InputNumber, Radio, Typography, type FormInstance } from 'antd';
import { PercentageOutlined } from '@ant-design/icons';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { ASSIGNMENT_CATEGORIES } from '../../shared/entities/assignments.ts';
import { weightsTotal, type GradeWeights } from '../../shared/grade-weights.ts';
import { runAction, failureText } from '../../providers/data/run-action.ts';
import { HttpError } from '../../providers/http-client.ts';

interface Values {
  weighted: boolean;
  weights?: Record<string, number | null | undefined>;
}

/** the server's words for the weights (a field message), else its message */
const refusal = (e: unknown) => {
  const body = e instanceof HttpError ? (e.body as { error?: { fields?: Record<string, string> } }) : undefined;
  const text = body?.error?.fields?.weights ?? body?.error?.fields?.['weights.weights'];
  return text ? new Error(text) : e;
};

const filled = (w: Values['weights']): GradeWeights =>
  Object.fromEntries(Object.entries(w ?? {}).filter(([, v]) => typeof v === 'number')) as GradeWeights;

function WeightFields({ form }: { form: FormInstance<Values> }) {
  const weighted = Form.useWatch('weighted', form);
  const draft = filled(Form.useWatch('weights', form));
  return (
    <>
      <Form.Item name="weighted" label="Averages">
        <Radio.Group>
          <Radio value={false}>Points-based</Radio>
          <Radio value={true}>Weighted by category</Radio>
        </Radio.Group>
      </Form.Item>
      {weighted ? (
        <Form.Item label="Weights (%)" help={`Total: ${weightsTotal(draft)}%`}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
            {ASSIGNMENT_CATEGORIES.map((c) => (
              <label key={c}>
                <Typography.Text style={{ display: 'block' }}>{c}</Typography.Text>
                <Form.Item name={['weights', c]} noStyle>
                  <InputNumber aria-label={`Weight of ${c}`} min={0} max={100} style={{ width: '100%' }} />
                </Form.Item>
              </label>
            ))}
          </div>
        </Form.Item>
      ) : null}
    </>
  );
}

export function WeightsEditor(props: {
  sectionId: number;
  weights: GradeWeights | null;
  disabled: boolean;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const save = async (v: Values) => {
    const answer = await runAction('sections', 'set_grade_weights', [props.sectionId], {
      weights: v.weighted ? filled(v.weights) : null,
    }).catch((e: unknown) => Promise.reject(refusal(e)));
    const failed = failureText(answer, () => 'Weights');
    if (failed) throw new Error(failed);
    props.onSaved();
  };
  return (
    <>
      <Button icon={<PercentageOutlined />} onClick={() => setOpen(true)} disabled={props.disabled}>
        Category weights
      </Button>
      <DrawerForm<Values>
        open={open}
        title="Category weights"
        submitLabel="Save weights"
        initialValues={{ weighted: !!props.weights, weights: props.weights ?? {} }}
        onSubmit={save}
        onClose={() => setOpen(false)}
      >
        {(form) => <WeightFields form={form} />}
      </DrawerForm>
    </>
  );
}
