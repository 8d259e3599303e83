// /lti-courses (grade.update: teachers and administrators): the courses of the school's learning platforms that launched this
// tool (GET /api/lti/contexts; a teacher: those it launched as instructor). Pull roster reads the
// course's members from the platform, links them to their accounts and, for a course tied to a
// section, enrols its learners (roster-report.tsx; the nightly job pulls those too, and a failed pull
// says why in its row); holders of section.enrol tie a course to one of this term's sections.
// docs/lti.md, "Course rosters".
import { useState } from 'react';
import { Link } from 'react-router';
import { App, Space, Tag, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { MySectionField } from '../../components/my-section-field.tsx';
import { tieSection, type LtiCourse } from './lti-api.ts';
import { RosterPull } from './roster-report.tsx';

const columns: GridColumn<LtiCourse>[] = [
  { field: 'title', title: 'Course', render: (_v, r) => r.title || r.context_id },
  { field: 'platform_name', title: 'Platform' },
  {
    field: 'roster',
    title: 'Roster',
    render: (_v, r) => (r.roster ? <Tag color="green">Can be pulled</Tag> : <Tag>Not offered by the platform</Tag>),
  },
  {
    field: 'section_code',
    title: 'Enrols into',
    render: (_v, r) =>
      r.section_id ? <Link to={`/section/${r.section_id}`}>{r.section_code ?? 'a removed section'}</Link> : '—',
  },
  {
    field: 'synced_at',
    title: 'Last pulled',
    render: (_v, r) => (
      <Space direction="vertical" size={0}>
        {r.synced_at ? new Date(r.synced_at).toLocaleString() : 'never'}
        {r.sync_error ? <Typography.Text type="danger">Last pull failed: {r.sync_error}</Typography.Text> : null}
      </Space>
    ),
  },
];

export default function LtiCoursesPage() {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ data: LtiCourse[] }>('/lti/contexts');
  const [pulling, setPulling] = useState<LtiCourse>();
  const [tying, setTying] = useState<LtiCourse>();
  const { retry } = answer;

  const rowActions: RowAction<LtiCourse>[] = [
    { key: 'pull', label: 'Pull roster', hidden: (r) => !r.roster, run: setPulling },
    { key: 'tie', label: 'Enrol into a section', permission: 'section.enrol', run: setTying },
  ];
  const tie = async (v: { section?: number }) => {
    await tieSection(tying!, v.section ?? null);
    void message.success(
      v.section ? `${tying!.title} enrols its learners at each roster pull` : `${tying!.title} enrols nobody now`,
    );
    retry();
  };

  return (
    <>
      <AnswerGrid<LtiCourse>
        id="lti-courses"
        resource="/lti-courses"
        title="Platform courses"
        description="Courses of your learning platforms (Canvas, Moodle, Schoology) that opened this tool. Pull a course's roster to link its people to their accounts; a course tied to a section enrols its learners there."
        answer={answer}
        rows={answer.data?.data}
        columns={columns}
        rowLabel={(r) => r.title || r.context_id}
        rowActions={rowActions}
        emptyText="No course has opened this tool yet: a teacher's first launch from a course lists it here"
      />
      <RosterPull course={pulling} onClose={() => setPulling(undefined)} onDone={retry} />
      <DrawerForm<{ section?: number }>
        open={!!tying}
        title={`Enrol ${tying?.title ?? ''} into a section`}
        initialValues={{ section: tying?.section_id ?? undefined }}
        onSubmit={tie}
        onClose={() => setTying(undefined)}
      >
        <MySectionField
          placeholder="No section: enrol nobody"
          extra="Each roster pull enrols the course's active learners whose accounts are linked; leaving it empty stops that. Nobody is withdrawn."
        />
      </DrawerForm>
    </>
  );
}
