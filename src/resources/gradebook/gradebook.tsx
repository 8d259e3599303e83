// A section's gradebook: students by assignments, typed into like a spreadsheet and saved as the
// teacher types (grade-cell.tsx), each student's and each assignment's average (points-based,
// grade-math.ts), new and edited assignments in a drawer bound to the address, CSV export.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Empty, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { SectionSummary } from '../../components/extension/section-tab.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { toCsv } from '../../lib/csv.ts';
import { assignmentAverage, studentAverage } from '../../shared/grade-math.ts';
import { gradeText } from '../../shared/grade-text.ts';
import { AssignmentDrawer, type AssignmentRow } from './assignment-drawer.tsx';
import type { Cell } from './use-grade-cell.ts';
import { WeightsEditor } from './weights-drawer.tsx';
import type { GradeWeights } from '../../shared/grade-weights.ts';
import { ASSIGNMENT_CATEGORIES } from '../../shared/entities/assignments.ts';
import { ColumnHeader, GradebookRow, TH, type RosterRow } from './gradebook-grid.tsx';
import { OpenWork } from './open-work.tsx';

/** The cells saved here since the roster was loaded, by student id, then assignment id. */
type SavedCells = Record<string, Record<string, Cell>>;

/** The roster with the saved cells: a row without new saves keeps its object (so its memoized
 * GradebookRow is skipped), a row with them is merged again only when its own saves changed. */
function useMergedRows(roster: readonly RosterRow[], saved: SavedCells) {
  const cache = useRef(new Map<number, { base: RosterRow; mine: Record<string, Cell>; row: RosterRow }>());
  return useMemo(
    () =>
      roster.map((r) => {
        const mine = saved[r.id];
        if (!mine) return r;
        const hit = cache.current.get(r.id);
        if (hit && hit.base === r && hit.mine === mine) return hit.row;
        const row = { ...r, cells: { ...r.cells, ...mine } };
        cache.current.set(r.id, { base: r, mine, row });
        return row;
      }),
    [roster, saved],
  );
}

/** A callback whose identity never changes, calling the latest `fn` (memoized children keep it). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void) {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

export default function Gradebook({ section }: { section: SectionSummary }) {
  const filters = [{ field: 'section_id', operator: 'eq' as const, value: section.id }];
  const roster = useQueryRows<RosterRow>('gradebook', 'roster', { filters, rowsize: 500 });
  const assignments = useQueryRows<AssignmentRow>('assignments', 'assignments', { filters, rowsize: 200 });
  const settings = useQueryRows<{ id: number; grade_weights: GradeWeights | null }>('grading', 'section_weights', {
    filters: [{ field: 'id', operator: 'eq' as const, value: section.id }],
  });
  const weights = settings.rows[0]?.grade_weights ?? null;
  const held = useHeldPermissions(['grade.update', 'assignment.update']);
  const [saved, setSaved] = useState<SavedCells>({});
  // one callback for every cell, so a save re-renders only its row (GradebookRow and GradeCell are
  // memoized); as a transition, so a keystroke in another cell is not kept waiting by that render
  const onCellSaved = useCallback((key: string, c: Cell) => {
    const [student, assignment] = key.split(':');
    startTransition(() => setSaved((s) => ({ ...s, [student]: { ...s[student], [assignment]: c } })));
  }, []);
  // after a column is filled the cells start again from the reloaded grades (their text is their own)
  const [generation, setGeneration] = useState(0);
  const refilled = useRef(false);
  useEffect(() => {
    if (!refilled.current) return;
    refilled.current = false;
    setGeneration((g) => g + 1);
  }, [roster.rows]);
  const onFilled = useStableCallback(() => {
    refilled.current = true;
    setSaved({});
    roster.retry();
  });
  const [params, setParams] = useSearchParams();
  const editing = params.get('assignment');

  const columns = useMemo(
    () => assignments.rows.map((a: AssignmentRow) => ({ ...a, max_points: Number(a.max_points) })),
    [assignments.rows],
  );
  const rows = useMergedRows(roster.rows, saved);
  const averages = useMemo(
    () =>
      columns.map((a) =>
        assignmentAverage(
          a,
          rows.map((r) => r.cells),
        ),
      ),
    [columns, rows],
  );

  const openDrawer = useStableCallback((id: string | undefined) =>
    setParams((p) => {
      if (id) p.set('assignment', id);
      else p.delete('assignment');
      return p;
    }),
  );
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
        {held.has('grade.update') ? <OpenWork rows={rows} columns={columns} /> : null}
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
                {columns.map((a, i) => (
                  <ColumnHeader
                    key={a.id}
                    column={a}
                    average={averages[i]}
                    canFill={held.has('grade.update')}
                    onOpen={openDrawer}
                    onFilled={onFilled}
                  />
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
              {rows.map((r, ri) => (
                <GradebookRow
                  key={r.id}
                  row={r}
                  index={ri}
                  columns={columns}
                  weights={weights}
                  disabled={!held.has('grade.update')}
                  onCellSaved={onCellSaved}
                />
              ))}
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
