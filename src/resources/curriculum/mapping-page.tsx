// /curriculum/curriculum-mapping: pick a course (narrowed by school level, grade and subject), see
// its units against the standards; a checkbox cell maps or unmaps (keyboard: Tab and Space), the
// coverage column names what the course leaves unmapped, and the shown rows export to CSV. Writes go
// through the engine as unit_standards records (server/curriculum/unit-standards.ts). The import,
// frameworks and units drawers open over it at sub-paths (routes.tsx).
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCreate, useDelete } from '@refinedev/core';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { DownloadOutlined } from '@ant-design/icons';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { MappingFilterBar } from './mapping-filters.tsx';
import { exportMatrix } from './mapping-export.ts';
import { useMappingFilters } from './use-mapping-filters.ts';
import { useMatrix, type MatrixRow } from './use-matrix.ts';

export function MappingPage() {
  const { filters, set, search } = useMappingFilters();
  const course = filters.course;
  const m = useMatrix(filters);
  const at = (sub: string) => ({ pathname: `/curriculum/curriculum-mapping/${sub}`, search });
  const canWrite = useHeldPermissions(['curriculum.update']).has('curriculum.update');
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: remove } = useDelete();
  const [busy, setBusy] = useState<string>();

  const toggle = async (row: MatrixRow, unitId: number) => {
    const cell = row.cells.find((c) => c.unit_id === unitId);
    setBusy(`${row.standard_id}-${unitId}`);
    try {
      if (cell) await remove({ resource: 'unit_standards', id: cell.cell_id, values: { version: cell.version } });
      else await create({ resource: 'unit_standards', values: { unit_id: unitId, standard_id: row.standard_id } });
    } finally {
      setBusy(undefined);
      m.refresh();
    }
  };
  const unmapped = m.rows.filter((r) => !r.covered).length;
  if (m.error)
    return (
      <LoadFailure
        status={m.error.statusCode ?? 500}
        message={m.error.message}
        what="The curriculum map"
        onRetry={m.retry}
      />
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', minWidth: 0 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Curriculum mapping
      </Typography.Title>
      <MappingFilterBar filters={filters} set={set} />
      <Space wrap>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => exportMatrix(m.rows, m.units)}
          disabled={m.rows.length === 0}
        >
          Export CSV
        </Button>
        <Link to={at('frameworks')}>Frameworks</Link>
        {course !== undefined ? <Link to={at('units')}>Units of this course</Link> : null}
        {canWrite ? <Link to={at('import')}>Import standards</Link> : null}
      </Space>
      {course === undefined ? (
        <Alert type="info" showIcon message="Choose a course to see its units against the standards." />
      ) : (
        <>
          <Typography.Text data-testid="coverage-summary">
            {m.rows.length - unmapped} of {m.rows.length} standards mapped; {unmapped} left unmapped.
          </Typography.Text>
          <DataGrid<MatrixRow>
            plain
            rows={localRows(m.rows, m.loading)}
            columns={[
              {
                field: 'code',
                title: 'Standard',
                render: (_, r) => (
                  <span title={r.statement}>
                    <b>{r.code}</b> {r.statement}
                  </span>
                ),
              },
              ...m.units.map((u) => ({
                field: `unit-${u.id}`,
                title: `${u.position}. ${u.title} (${u.weeks} wk)`,
                render: (_: unknown, r: MatrixRow) => (
                  <Checkbox
                    aria-label={`${r.code} taught in ${u.title}`}
                    checked={r.cells.some((c) => c.unit_id === u.id)}
                    disabled={!canWrite || busy === `${r.standard_id}-${u.id}`}
                    onChange={() => void toggle(r, u.id)}
                  />
                ),
              })),
              {
                field: 'coverage',
                title: 'Coverage',
                render: (_, r) =>
                  // plain text: antd's coloured tags fail the contrast check
                  r.covered ? `${r.unit_count} unit${r.unit_count > 1 ? 's' : ''}` : <strong>Not mapped</strong>,
              },
            ]}
          />
        </>
      )}
      <Outlet />
    </Space>
  );
}
