// /admin/terms (settings.update): the school years and their terms with dates and section counts;
// the current one marked. Add and edit in a drawer bound to the URL; make a term current; delete a
// term that has no sections and is not current.
import { Tag } from 'antd';
import dayjs from 'dayjs';
import shape from '../../shared/entities/terms.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { termLabel, type TermRow } from './term-row.ts';

const asDay = (v: unknown) => (v ? dayjs(String(v).slice(0, 10)).format('D MMM YYYY') : '—');

const columns: GridColumn<TermRow>[] = [
  {
    field: 'value',
    title: 'Term',
    render: (v, r) => (
      <>
        {String(v)} {r.is_current ? <Tag color="blue">current</Tag> : null}
      </>
    ),
  },
  { field: 'school_year', title: 'School year', sorter: true },
  { field: 'start_date', title: 'Starts', sorter: true, render: asDay },
  { field: 'end_date', title: 'Ends', sorter: true, render: asDay },
  { field: 'section_count', title: 'Sections', sorter: true, width: 100 },
];

export default function TermsList() {
  return (
    <EntityListPage<TermRow>
      page={{
        shape,
        id: 'terms',
        title: 'Terms',
        description: 'The school years and their terms. The current term is what term-based pages show first.',
        create: 'settings.update',
        columns,
        rowLabel: termLabel,
        search: { field: 'value', placeholder: 'Find a term (year/term)' },
        filters: [{ field: 'school_year', label: 'School year', kind: 'text', operator: 'contains' }],
        sort: ['school_year', 'desc'],
        records: {
          update: 'settings.update',
          delete: 'settings.update',
          edit: true,
          // the current term and a term with sections are kept (the server says so too)
          undeletable: (r) => r.is_current || r.section_count > 0,
        },
        rowActions: ({ actions: [edit, remove], runOne }) => [
          edit,
          {
            key: 'current',
            label: 'Make current',
            permission: 'settings.update',
            hidden: (r) => r.is_current,
            confirm: (r) => `Make ${termLabel(r)} the current term? Term-based pages and lookups follow it at once.`,
            run: (r) => runOne(r, 'make_current', () => `${termLabel(r)} is the current term`),
          },
          remove,
        ],
      }}
    />
  );
}
