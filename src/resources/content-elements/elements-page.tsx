// /admin/crs_cls_content_elements: pick a course (and optionally one of its sections), then its
// elements in order; dragging a row onto another, or "Move up" / "Move down" in each row's menu
// (the keyboard's way), reorders them, saved at once through the "place" action. The course and section live in the URL (?course=&section=).
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useInvalidate, type CrudFilter } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useLookup } from '../../components/form/use-lookup.ts';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import { PAGE, RESOURCE, type ElementRow } from './element-row.ts';
import { SectionPicker } from './section-picker.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';

const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '—');

const columns: GridColumn<ElementRow>[] = [
  { field: 'position', title: 'Order', width: 80 },
  { field: 'element_type', title: 'Type', width: 110, render: (v) => <Tag>{String(v)}</Tag> },
  { field: 'title', title: 'Title' },
  { field: 'publish_at', title: 'Published from', render: when },
  { field: 'unpublish_at', title: 'Published until', render: when, hidden: true },
];

export default function ElementsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [params, setParams] = useSearchParams();
  const course = params.get('course') ? Number(params.get('course')) : undefined;
  const section = params.get('section') ? Number(params.get('section')) : undefined;
  const courses = useLookup('course_options', RESOURCE);
  const canMove = useHeldPermissions(['lesson_transcript.update']).has('lesson_transcript.update');
  const choose = (c?: number, s?: number) =>
    setParams({ ...(c ? { course: String(c) } : {}), ...(c && s ? { section: String(s) } : {}) }, { replace: true });
  const place = async (r: ElementRow, input: { direction: 'up' | 'down' } | { after_id: number | null }) => {
    try {
      const answer = await runAction(RESOURCE, 'place', [r.id], input);
      const failed = failureText(answer, () => r.title);
      if (failed) void message.error(failed);
      await invalidate({ resource: PAGE, invalidates: ['list'] });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const move = (r: ElementRow, direction: 'up' | 'down') => place(r, { direction });
  // dropped on a row below it: it goes after that row; above it: it takes that row's place
  const drop = (dragged: ElementRow, target: ElementRow, rows: readonly ElementRow[]) => {
    const at = rows.indexOf(target);
    const after = rows.indexOf(dragged) < at ? target : (rows[at - 1] ?? null);
    void place(dragged, { after_id: after ? after.id : null });
  };
  const rowActions: RowAction<ElementRow>[] = [
    { key: 'up', label: 'Move up', permission: 'lesson_transcript.update', run: (r) => move(r, 'up') },
    { key: 'down', label: 'Move down', permission: 'lesson_transcript.update', run: (r) => move(r, 'down') },
    {
      key: 'edit',
      label: 'Edit',
      permission: 'lesson_transcript.update',
      run: (r) => navigate({ pathname: `${PAGE}/${r.id}/edit`, search: params.toString() }),
    },
  ];
  const filters: CrudFilter[] = course
    ? [
        { field: 'course_id', operator: 'eq', value: course },
        section
          ? { field: 'section_id', operator: 'eq', value: section }
          : { field: 'section_id', operator: 'null', value: true },
      ]
    : [];
  return (
    <div style={{ maxWidth: 1100 }}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Course"
          placeholder="Pick a course"
          style={{ width: 280, maxWidth: '100%' }}
          loading={courses.loading}
          options={courses.options}
          value={course}
          onChange={(c: number) => choose(c)}
          showSearch
          optionFilterProp="label"
        />
        {course ? <SectionPicker course={course} value={section} onChange={(s) => choose(course, s)} /> : null}
      </Space>
      <DataGrid<ElementRow>
        key={`${course ?? ''}-${section ?? ''}`}
        id="content-elements"
        resource={PAGE}
        title="Content elements"
        titleLevel={1}
        description="The units and lessons of a course, or of one of its sections, in the order students see them. Drag a row to move it, or use Move up and Move down in its menu."
        actions={
          course ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate({ pathname: `${PAGE}/create`, search: params.toString() })}
            >
              New element
            </Button>
          ) : null
        }
        permanentFilters={filters}
        initialSorters={[{ field: 'position', order: 'asc' }]}
        columns={columns}
        rowKey="id"
        rowLabel={(r) => r.title}
        rowActions={rowActions}
        onRowDrop={canMove ? drop : undefined}
        pageSize={100}
        emptyText={course ? 'No elements yet' : 'Pick a course to see its elements'}
      />
      <Outlet />
    </div>
  );
}
