// /curriculum/curriculum-mapping/units?course=<id>: the chosen course's units in order with their
// weeks; added, edited (?unit=new|<id>, the unit form over it) and deleted by curriculum.update holders.
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { PlusOutlined } from '@ant-design/icons';
import shape, { type CourseUnitValues as Values } from '../../shared/entities/course-units.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useMappingFilters } from './use-mapping-filters.ts';
import { useUnits, type Unit } from './use-matrix.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

function UnitForm(props: { course: number; recordId: string; next: number; onClose: () => void }) {
  const creating = props.recordId === 'new';
  const rules = creating ? shape.createRules : shape.updateRules;
  return (
    <EntityDrawer<Unit, Values>
      shape={shape}
      resource="course_units"
      mode={creating ? 'create' : 'edit'}
      recordId={creating ? undefined : props.recordId}
      onClose={props.onClose}
      recordLabel={(u) => u.title}
      toValues={(u) => (u ? shape.toValues(u) : { ...shape.toValues(), course_id: props.course, position: props.next })}
    >
      {creating ? (
        <Form.Item name="course_id" hidden>
          <Input />
        </Form.Item>
      ) : null}
      <RuleField name="title" rule={rules.title} />
      <RuleField name="position" rule={rules.position}>
        <InputNumber min={1} max={500} style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="weeks" rule={rules.weeks}>
        <InputNumber min={1} max={52} style={{ width: '100%' }} />
      </RuleField>
    </EntityDrawer>
  );
}

export default function UnitsDrawer() {
  const navigate = useNavigate();
  const { filters, search } = useMappingFilters();
  const [params, setParams] = useSearchParams();
  const canWrite = useHeldPermissions(['curriculum.update']).has('curriculum.update');
  const { result, query } = useUnits(filters.course);
  const units = result?.data ?? [];
  const unit = params.get('unit');
  const setUnit = (v?: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (v) next.set('unit', v);
      else next.delete('unit');
      return next;
    });
  const close = () => navigate({ pathname: '/curriculum/curriculum-mapping', search });
  const weeks = units.reduce((n, u) => n + u.weeks, 0);
  const failure = query.error;

  return (
    <Drawer open title="Units of the course" onClose={close} width={600}>
      {filters.course === undefined ? (
        <Alert type="info" showIcon message="Choose a course on the mapping page first." />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {failure ? <Alert type="error" showIcon message={failure.message} /> : null}
          <Space wrap>
            <Typography.Text>
              {units.length} units, {weeks} weeks
            </Typography.Text>
            {canWrite ? (
              <Button icon={<PlusOutlined />} onClick={() => setUnit('new')}>
                Add unit
              </Button>
            ) : null}
          </Space>
          <DataGrid<Unit>
            plain
            rows={localRows(units, query.isLoading)}
            emptyText="No units yet"
            columns={[
              { field: 'position', title: 'Order' },
              { field: 'title', title: 'Unit' },
              { field: 'weeks', title: 'Weeks' },
              {
                field: 'actions',
                title: 'Actions',
                render: (_, u) =>
                  canWrite ? (
                    <Space>
                      <Button size="small" aria-label={`Edit ${u.title}`} onClick={() => setUnit(String(u.id))}>
                        Edit
                      </Button>
                      <ConfirmDelete
                        name={u.title}
                        question={`Delete ${u.title} and its mappings?`}
                        resource="course_units"
                        record={u}
                      />
                    </Space>
                  ) : null,
              },
            ]}
          />
        </Space>
      )}
      {unit && filters.course !== undefined ? (
        <UnitForm
          course={filters.course}
          recordId={unit}
          next={units.reduce((n, u) => Math.max(n, u.position), 0) + 1}
          onClose={() => setUnit()}
        />
      ) : null}
    </Drawer>
  );
}
