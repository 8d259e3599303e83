// /assignment-average-report and /assignment-median-report: for one term (the current one by
// default), each assignment's average or median score, how many are graded and missing, charts
// of the measure and of the grade bands, the table, and CSV and XLSX exports. Computed in SQL
// (server/gradebook/reports-queries.ts); a teacher sees its own sections, an administrator all. The charts
// and exports follow every filter on the page, the table's search too (read from the URL, where
// the table keeps it, and matched the way the query's search column matches).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Result, Select, Space, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useParsed, type CrudFilter, type LogicalFilter } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { ReportCharts } from './report-charts.tsx';
import { exportReport, type Measure } from './report-export.ts';
import { useReportRows, useTerms, type StatRow } from './use-report-rows.ts';

const pct = (v: unknown) => (v === null || v === undefined ? '—' : `${Number(v).toFixed(1)}%`);
/** what the table's search box holds (its filter in the URL) */
function useTableSearch(): string {
  const { params } = useParsed();
  const f = params?.filters?.find((x) => (x as LogicalFilter).field === 'search') as LogicalFilter | undefined;
  return typeof f?.value === 'string' ? f.value.trim().toLowerCase() : '';
}
const unique = (rows: StatRow[], id: keyof StatRow, label: keyof StatRow) =>
  [...new Map(rows.map((r) => [r[id] as number, String(r[label])])).entries()]
    .map(([value, text]) => ({ value, label: text }))
    .sort((a, b) => a.label.localeCompare(b.label));

export function AssignmentReport({ measure }: { measure: Measure }) {
  const navigate = useNavigate();
  const allowed = useHeldPermissions(['section.read']);
  const terms = useTerms();
  const [term, setTerm] = useState<number>();
  const [course, setCourse] = useState<number>();
  const [section, setSection] = useState<number>();
  const [exporting, setExporting] = useState<'csv' | 'xlsx'>();
  const { message } = App.useApp();
  const termId = term ?? terms.current;
  const all = useReportRows(termId);
  const word = measure === 'average' ? 'Average' : 'Median';
  const search = useTableSearch();
  const shown = useMemo(
    () =>
      all.rows.filter(
        (r) =>
          (!course || r.course_id === course) &&
          (!section || r.section_id === section) &&
          (!search || `${r.title} ${r.course_title}`.toLowerCase().includes(search)),
      ),
    [all.rows, course, section, search],
  );

  if (!terms.loading && !allowed.has('section.read') && all.error?.statusCode === 403)
    return (
      <LoadFailure
        status={403}
        message="Reports cover the sections a teacher teaches."
        what="This report"
        onRetry={all.retry}
      />
    );
  if (!terms.loading && terms.options.length === 0)
    return <Result status="info" title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>No terms yet</h1>} />;

  const filters: CrudFilter[] = [
    ...(termId ? [{ field: 'term_id', operator: 'eq' as const, value: termId }] : []),
    ...(course ? [{ field: 'course_id', operator: 'eq' as const, value: course }] : []),
    ...(section ? [{ field: 'section_id', operator: 'eq' as const, value: section }] : []),
  ];
  const columns: GridColumn<StatRow>[] = [
    { field: 'title', title: 'Assignment', sorter: true },
    { field: 'course_title', title: 'Course', sorter: true },
    { field: 'section_name', title: 'Section', sorter: true },
    {
      field: 'due_date',
      title: 'Due',
      sorter: true,
      render: (v) => (v ? new Date(String(v)).toLocaleDateString() : '—'),
    },
    { field: measure, title: `${word}`, sorter: true, render: pct },
    { field: 'graded', title: 'Graded', sorter: true, width: 90 },
    { field: 'missing', title: 'Missing', sorter: true, width: 90 },
    { field: 'below_60', title: 'Below 60%', sorter: true, width: 110 },
  ];
  const rowActions: RowAction<StatRow>[] = [
    {
      key: 'modify',
      label: 'Modify for students below 60%',
      permission: 'teacher_tools.read',
      hidden: (r) => r.below_60 === 0,
      run: (r) =>
        navigate(`/tt/assessment-modifier?assessment=${encodeURIComponent(`${r.title} (${r.course_title})`)}`),
    },
  ];
  const runExport = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    exportReport(shown, measure, format)
      .catch((e: Error) => message.error(`Export failed: ${e.message}`))
      .finally(() => setExporting(undefined));
  };

  return (
    <div style={{ maxWidth: 1280 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Assignment {measure === 'average' ? 'averages' : 'medians'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {word} score of each assignment as a percentage of its points. Excused and ungraded work is left out; missing
        work is counted on its own.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Term"
          style={{ minWidth: 160 }}
          loading={terms.loading}
          value={termId}
          options={terms.options}
          onChange={(v) => (setTerm(v), setCourse(undefined), setSection(undefined))}
        />
        <Select
          aria-label="Course"
          placeholder="All courses"
          allowClear
          style={{ minWidth: 200 }}
          value={course}
          options={unique(all.rows, 'course_id', 'course_title')}
          onChange={(v) => (setCourse(v), setSection(undefined))}
        />
        <Select
          aria-label="Section"
          placeholder="All sections"
          allowClear
          style={{ minWidth: 160 }}
          value={section}
          options={unique(
            all.rows.filter((r) => !course || r.course_id === course),
            'section_id',
            'section_name',
          )}
          onChange={setSection}
        />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            onClick={() => runExport(format)}
            loading={exporting === format}
            disabled={shown.length === 0}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Space>
      {all.error ? (
        <LoadFailure
          status={all.error.statusCode ?? 500}
          message={all.error.message}
          what="The report"
          onRetry={all.retry}
        />
      ) : (
        <ReportCharts rows={shown} measure={measure} />
      )}
      {terms.loading ? (
        // the table waits for the term: keyed by its filters, it would start again once the term is
        // known, and a search typed into it meanwhile would be lost
        <span role="status" aria-label="Loading the assignments">
          <Spin />
        </span>
      ) : (
        <DataGrid<StatRow>
          key={filters.map((f) => JSON.stringify(f)).join()}
          id={`assignment-${measure}`}
          resource="assignment_stats"
          title="Assignments"
          titleLevel={2}
          columns={columns}
          rowLabel={(r) => `${r.title} ${r.section_name}`}
          search="Search assignment or course"
          permanentFilters={filters}
          initialSorters={[{ field: 'due_date', order: 'desc' }]}
          rowActions={rowActions}
          emptyText="No assignments in this term"
        />
      )}
    </div>
  );
}
