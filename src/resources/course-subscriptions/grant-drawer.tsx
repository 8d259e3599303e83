// Operators grant a subscription by hand (POST /api/resources/course-subscriptions, docs/commerce.md):
// a school a catalogue course for one of its terms, or a home-school family or an independent
// teacher (found by their account's e-mail) a plan until a day. Nothing is charged.
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useCreate } from '@refinedev/core';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { PLANS } from '../../shared/plans.ts';

export type GrantKind = 'school' | 'family' | 'teacher';

interface Values {
  subscriber_kind: GrantKind;
  tenant_id?: number;
  catalog_course_id?: number;
  term?: string;
  email?: string;
  plan?: string;
  ends_at?: Dayjs;
}

const KINDS = [
  { value: 'school', label: 'School' },
  { value: 'family', label: 'Home-school family' },
  { value: 'teacher', label: 'Independent teacher' },
];
const required = (message: string) => [{ required: true, message }];
const notPast = (d: Dayjs) => d.isBefore(dayjs(), 'day');

function SchoolFields() {
  const tenants = useLookup('tenants', 'llm_trans');
  const courses = useLookup('catalog_course_options', 'catalog');
  return (
    <>
      <Form.Item name="tenant_id" label="School" rules={required('Choose the school')}>
        <Select showSearch optionFilterProp="label" loading={tenants.loading} options={tenants.options} />
      </Form.Item>
      <Form.Item name="catalog_course_id" label="Course" rules={required('Choose the course')}>
        <Select showSearch optionFilterProp="label" loading={courses.loading} options={courses.options} />
      </Form.Item>
      <Form.Item name="term" label="Term" rules={required('Enter one of the school’s terms')} extra="e.g. 2026/Fall">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="ends_at" label="Ends on" extra="Leave empty: the term decides">
        <DatePicker disabledDate={notPast} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

function PersonFields() {
  return (
    <>
      <Form.Item name="email" label="Account e-mail" rules={required('Enter the account’s e-mail')}>
        <Input type="email" maxLength={254} />
      </Form.Item>
      <Form.Item name="plan" label="Plan" rules={required('Choose the plan')}>
        <Select options={PLANS.map((p) => ({ value: p.id, label: p.label }))} />
      </Form.Item>
      <Form.Item name="ends_at" label="Ends on" rules={required('Choose the last day of access')}>
        <DatePicker disabledDate={notPast} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

export function GrantDrawer(props: {
  open: boolean;
  kind?: GrantKind;
  resource: string;
  meta: Record<string, string>;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { mutateAsync: create } = useCreate();
  const submit = async ({ ends_at, ...rest }: Values) => {
    const values = { ...rest, ...(ends_at ? { ends_at: ends_at.format('YYYY-MM-DD') } : {}) };
    await create({
      resource: props.resource,
      meta: props.meta,
      values,
      successNotification: false,
      errorNotification: false,
    });
    props.onDone(`Granted a ${KINDS.find((k) => k.value === rest.subscriber_kind)?.label.toLowerCase()} subscription`);
  };
  return (
    <DrawerForm<Values>
      open={props.open}
      title="Grant a subscription"
      submitLabel="Grant"
      initialValues={{ subscriber_kind: props.kind ?? 'family' }}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Form.Item name="subscriber_kind" label="Subscriber" rules={required('Choose who gets it')}>
        <Select options={KINDS} disabled={Boolean(props.kind)} />
      </Form.Item>
      <Form.Item noStyle dependencies={['subscriber_kind']}>
        {({ getFieldValue }) => (getFieldValue('subscriber_kind') === 'school' ? <SchoolFields /> : <PersonFields />)}
      </Form.Item>
    </DrawerForm>
  );
}
