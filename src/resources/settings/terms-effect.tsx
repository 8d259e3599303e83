// What the current term changes: term-based lookups (a teacher's sections, grade and course
// lookups, ...) read it on every query, so this list marks the term they use now.
import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { useList } from '@refinedev/core';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';

interface Term {
  id: number;
  value: string;
  school_year: string;
  term_name: string;
  is_current: boolean;
}

export function TermsEffect({ listed }: { listed: readonly string[] }) {
  const { result, query } = useList<Term>({
    resource: 'terms',
    pagination: { pageSize: 100 },
    sorters: [{ field: 'school_year', order: 'asc' }],
  });
  const terms = result?.data ?? [];
  const missing = listed.filter((t) => !terms.some((x) => x.value === t));
  return (
    <>
      <Typography.Paragraph type="secondary">
        The school's terms. Term-based lookups (teachers' sections and students, grade and course pickers) use the term
        marked current. Add terms, set their dates and delete unused ones in <Link to="/admin/terms">Terms</Link>.
      </Typography.Paragraph>
      <DataGrid<Term>
        plain
        rows={localRows(terms, query.isLoading)}
        columns={[
          { field: 'value', title: 'Term' },
          { field: 'is_current', title: '', render: (v) => (v ? <Tag color="blue">current</Tag> : null) },
        ]}
      />
      {missing.length ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
          No term record yet for {missing.join(', ')}: lookups for {missing.length === 1 ? 'it' : 'them'} find nothing
          until its sections exist.
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
