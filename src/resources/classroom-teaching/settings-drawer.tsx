// How an assignment is handed in (PUT /api/assignments/:id/submission-settings): nothing online,
// text, files (with the accepted file types) or a quiz; whether students may hand in again until
// the work is returned; and a hard close after which nothing is accepted.
import { DatePicker, Form, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { saveSettings, type HandIn, type SubmissionKind } from './api.ts';
import { KIND_LABEL } from './labels.ts';

interface Values {
  submission_kind: SubmissionKind;
  accepted_types: string[];
  close_at: Dayjs | null;
  allow_resubmit: boolean;
}

const TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'application/zip'].map((t) => ({
  value: t,
  label: t,
}));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function SettingsDrawer(props: { data: HandIn; open: boolean; onClose: () => void; onSaved: () => void }) {
  const d = props.data;
  return (
    <DrawerForm<Values>
      open={props.open}
      title="Hand-in settings"
      onClose={props.onClose}
      initialValues={{
        submission_kind: d.submission_kind,
        accepted_types: d.accepted_types,
        close_at: d.close_at ? dayjs(d.close_at) : null,
        allow_resubmit: d.allow_resubmit,
      }}
      onSubmit={(v) =>
        saveSettings(d.id, {
          submission_kind: v.submission_kind,
          accepted_types: v.accepted_types ?? [],
          close_at: v.close_at ? v.close_at.toISOString() : null,
          allow_resubmit: v.allow_resubmit,
        }).then(props.onSaved)
      }
    >
      {(form) => (
        <>
          <Form.Item name="submission_kind" label="Handed in as" rules={[{ required: true }]}>
            <Select options={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.submission_kind !== b.submission_kind}>
            {() =>
              form.getFieldValue('submission_kind') === 'files' ? (
                <Form.Item
                  name="accepted_types"
                  label="Accepted file types"
                  extra="Empty: any type the file service accepts. Type another MIME type and press Enter."
                >
                  <Select mode="tags" options={[...TYPES, { value: DOCX, label: 'Word document (.docx)' }]} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item name="allow_resubmit" label="Students may hand in again until returned" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="close_at" label="Hard close" extra="After this time nothing is accepted, even late.">
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </DrawerForm>
  );
}
