// A searchable picker of the school's students (searched on the server, 20 at a time) and the
// button that enrols the chosen ones. Each enrolment is its own write, so one refused student
// (full, already enrolled) is named while the others are enrolled.
import { useState } from 'react';
import { App, Button, Select, Space } from 'antd';
import { useCreate, useInvalidate, useList } from '@refinedev/core';

interface Pair {
  key: number;
  value: string;
}

export function EnrolStudents({ sectionId, disabled }: { sectionId: number; disabled: boolean }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: create } = useCreate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const { result, query } = useList<Pair>({
    resource: 'sections/student_options',
    meta: { bizobjfile: 'sections', api: 'student_options' },
    filters: search ? [{ field: 'value', operator: 'contains', value: search }] : [],
    pagination: { pageSize: 20 },
    errorNotification: false,
  });
  const enrol = async () => {
    setBusy(true);
    const refused: string[] = [];
    for (const id of chosen) {
      await create({
        resource: 'enrollments',
        values: { section_id: sectionId, student_party_id: id },
        successNotification: false,
        errorNotification: false,
      }).catch((e: { message?: string }) => refused.push(e.message ?? 'refused'));
    }
    setBusy(false);
    const done = chosen.length - refused.length;
    if (done) message.success(`Enrolled ${done} student${done === 1 ? '' : 's'}`);
    if (refused.length) message.error(refused.join('; '), 8);
    setChosen([]);
    await invalidate({ resource: 'enrollments', invalidates: ['list'] });
    await invalidate({ resource: '/sections', invalidates: ['all'] });
  };
  return (
    <Space wrap>
      <Select
        aria-label="Students to enrol"
        mode="multiple"
        // one line however many are chosen: a picker growing a line per few names moved its open
        // list under the pointer between two picks
        maxTagCount="responsive"
        style={{ minWidth: 260, maxWidth: '100%' }}
        placeholder="Search students by name"
        disabled={disabled}
        showSearch
        filterOption={false}
        onSearch={setSearch}
        loading={query.isFetching}
        value={chosen}
        onChange={setChosen}
        options={(result?.data ?? []).map((r) => ({ value: r.key, label: r.value }))}
        notFoundContent={query.isError ? 'Students could not be loaded' : undefined}
      />
      <Button type="primary" disabled={disabled || !chosen.length} loading={busy} onClick={enrol}>
        Enrol {chosen.length || ''} {chosen.length === 1 ? 'student' : 'students'}
      </Button>
    </Space>
  );
}
