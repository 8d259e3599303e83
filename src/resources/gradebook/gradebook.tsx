// A section's gradebook: students by assignments, typed into like a spreadsheet and saved as the
// teacher types (grade-cell.tsx), each student's and each assignment's average (points-based,
// grade-math.ts), new and edited assignments in a drawer bound to the address, CSV export.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Empty, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { SectionSummary } from '../../components/extension/section-tab.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { toCsv } from '../../lib/csv.ts';
import { GradeCell } from './grade-cell.tsx';
import { assignmentAverage, studentAverage } from '../../shared/grade-math.ts';
import { gradeText } from './grade-text.ts';
import { AssignmentDrawer, type AssignmentRow } from './assignment-drawer.tsx';
import type { Cell } from './use-grade-cell.ts';
import { WeightsEditor } from './weights-editor.tsx';
import { FillColumn } from './fill-column.tsx';
import type { GradeWeights } from '../../shared/grade-weights.ts';
import { ASSIGNMENT_CATEGORIES } from '../../shared/entities/assignments.ts';

interface RosterRow {
  id: number;
  first_name: string;
  last_name: string;
  cells: Record<string, Cell>;
}

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
const TH = { padding: '4px 8px', textAlign: 'left' as const, whiteSpace: 'nowrap' as const, fontWeight: 500 };

export default function Gradebook({ section }: { section: SectionSummary }) {
  const filters = [{ field: 'section_id', operator: 'eq' as const, value: section.id }];
  const roster = useQueryRows<RosterRow>('gradebook', 'roster', { filters, rowsize: 500 });
  const assignments = useQueryRows<AssignmentRow>('assignments', 'assignments', { filters, rowsize: 200 });
  const settings = useQueryRows<{ id: number; grade_weights: GradeWeights | null }>('grading', 'section_weights', {
    filters: [{ field: 'id', operator: 'eq' as const, value: section.id }],
  });
  const weights = settings.rows[0]?.grade_weights ?? null;
  const held = useHeldPermissions(['grade.update', 'assignment.update']);
  const [saved, setSaved] = useState<Record<string, Cell>>({});
  // one callback for every cell, so a save re-renders only the cells whose grade changed (GradeCell is memoized)
  const onCellSaved = useCallback((key: string, c: Cell) => setSaved((s) => ({ ...s, [key]: c })), []);
  // after a column is filled the cells start again from the reloaded grades (their text is their own)
  const [generation, setGeneration] = useState(0);
  const refilled = useRef(false);
  useEffect(() => {
    if (!refilled.current) return;
    refilled.current = false;
    setGeneration((g) => g + 1);
  }, [roster.rows]);
  const onFilled = () => {
    refilled.current = true;
    setSaved({});
    roster.retry();
  };
  const [params, setParams] = useSearchParams();
  const editing = params.get('assignment');

  const columns = assignments.rows.map((a) => ({ ...a, max_points: Number(a.max_points) }));
  const rows = useMemo(
    () =>
      roster.rows.map((r) => {
        const cells: Record<string, Cell> = { ...r.cells };
        for (const a of columns) {
          const local = saved[`${r.id}:${a.id}`];
          if (local) cells[String(a.id)] = local;
        }
        return { ...r, cells };
      }),
    [roster.rows, columns, saved],
  );

  const openDrawer = (id: string | undefined) =>
    setParams((p) => {
      if (id) p.set('assignment', id);
      else p.delete('assignment');
      return p;
    });
  const exportCsv = () =>
    saveBlob(
      new Blob(
        [
          toCsv(rows, [
            { title: 'Student', value: (r) => `${r.last_name}, ${r.first_name}` },
            ...columns.map((a) => ({
              title: `${a.title} (${a.max_points})`,
              value: (r: (typeof rows)[0]) => gradeText(r.cells[String(a.id)]),
            })),
            { title: 'Average %', value: (r) => studentAverage(r.cells, columns, weights) },
          ]),
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `gradebook-${section.section_name}.csv`,
    );

  const error = roster.error ?? assignments.error ?? settings.error;
  if (error)
    return (
      <Alert
        type="warning"
        showIcon
        message={`The gradebook could not be loaded: ${error.message}`}
        action={<Button onClick={() => (roster.retry(), assignments.retry(), settings.retry())}>Try again</Button>}
      />
    );
  if (roster.loading || assignments.loading || settings.loading) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <div data-testid="gradebook">
      <Space wrap style={{ marginBottom: 12 }}>
        {held.has('assignment.update') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer('new')}>
            New assignment
          </Button>
        ) : null}
        <WeightsEditor
          sectionId={section.id}
          weights={weights}
          disabled={!held.has('assignment.update')}
          onSaved={settings.retry}
        />
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </Button>
        <Typography.Text type="secondary">Type a score, 8L for late, M for missing, E for excused.</Typography.Text>
      </Space>
      {rows.length === 0 || columns.length === 0 ? (
        <Empty description={rows.length === 0 ? 'No students enrolled yet' : 'No assignments yet'} />
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <table style={{ borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'left', captionSide: 'top' }}>
              Grades of {section.section_name}: {rows.length} students, {columns.length} assignments
            </caption>
            <thead>
              <tr>
                <th scope="col" style={TH}>
                  Student
                </th>
                {columns.map((a) => (
                  <th key={a.id} scope="col" style={TH}>
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDrawer(String(a.id))}>
                      {a.title}
                    </Button>
                    <div style={{ fontSize: 12, fontWeight: 400 }}>
                      {a.max_points} pts · avg{' '}
                      {pct(
                        assignmentAverage(
                          a,
                          rows.map((r) => r.cells),
                        ),
                      )}
                      {held.has('grade.update') ? (
                        <>
                          {' · '}
                          <FillColumn assignmentId={a.id} title={a.title} onFilled={onFilled} />
                        </>
                      ) : null}
                    </div>
                  </th>
                ))}
                <th scope="col" style={TH}>
                  Average
                  <div data-testid="average-basis" style={{ fontSize: 12, fontWeight: 400 }}>
                    {weights
                      ? ASSIGNMENT_CATEGORIES.filter((c) => weights[c])
                          .map((c) => `${c} ${weights[c]}%`)
                          .join(' · ')
                      : 'points-based'}
                  </div>
                </th>
              </tr>
            </thead>
            <tbody key={generation}>
              {rows.map((r, ri) => {
                const name = `${r.first_name} ${r.last_name}`;
                return (
                  <tr key={r.id} style={{ borderTop: '1px solid #f0f0f0' }}>
                    <th scope="row" style={TH}>
                      {r.last_name}, {r.first_name}
                    </th>
                    {columns.map((a, ci) => (
                      <td key={a.id} style={{ padding: '2px 6px' }}>
                        <GradeCell
                          row={ri}
                          col={ci}
                          label={`${a.title}, ${name}`}
                          assignmentId={a.id}
                          studentId={r.id}
                          cell={r.cells[String(a.id)]}
                          disabled={!held.has('grade.update')}
                          savedKey={`${r.id}:${a.id}`}
                          onSaved={onCellSaved}
                        />
                      </td>
                    ))}
                    <td data-testid={`average-${r.id}`} style={{ padding: '2px 8px', textAlign: 'right' }}>
                      {pct(studentAverage(r.cells, columns, weights))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <AssignmentDrawer
          sectionId={section.id}
          recordId={editing}
          onClose={() => (openDrawer(undefined), assignments.retry())}
        />
      ) : null}
    </div>
  );
}
