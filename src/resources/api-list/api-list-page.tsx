// /admin/tbl/api-list (table.read): every list query the signed-in user may run, generated from the
// query declarations by the server; a row opens its fields and "try it".
import { useMemo, useState } from 'react';
import { Input, Tag, Typography } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { CATALOGUE_URL, type Catalogue, type CatalogueEntry } from './api.ts';

type Row = CatalogueEntry & { name: string; fieldCount: number };

const columns: GridColumn<Row>[] = [
  { field: 'name', title: 'Query', render: (v) => <Typography.Text code>{String(v)}</Typography.Text> },
  { field: 'description', title: 'What it lists' },
  { field: 'permission', title: 'Needs', render: (v) => <Tag>{String(v)}</Tag> },
  { field: 'fieldCount', title: 'Fields' },
  { field: 'uiPath', title: 'Page', hidden: true },
];

export default function ApiListPage() {
  const navigate = useNavigate();
  const answer = useApiAnswer<Catalogue>(CATALOGUE_URL);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return answer.data?.data
      .map((e) => ({ ...e, name: `${e.bizobjfile}/${e.api}`, fieldCount: e.fields.length }))
      .filter((e) => !q || e.name.includes(q) || (e.description ?? '').toLowerCase().includes(q));
  }, [answer.data, search]);
  const open = (e: Row) => navigate(`/admin/tbl/api-list/${e.bizobjfile}/${e.api}`);
  const rowActions: RowAction<Row>[] = [
    { key: 'open', label: answer.data?.canRun ? 'Fields and try it' : 'Fields', run: open },
  ];
  return (
    <div style={{ maxWidth: 1200 }}>
      <AnswerGrid<Row>
        id="api-list"
        resource="/admin/tbl/api-list"
        title="List APIs"
        description="Every list query you may run through POST /api/query/listmodel: its fields, the filters and sorts each allows, and the permission it needs."
        actions={
          <Input.Search
            aria-label="Search queries"
            placeholder="Search queries"
            allowClear
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 260, maxWidth: '100%' }}
          />
        }
        answer={answer}
        rows={rows}
        columns={columns}
        rowKey="name"
        rowLabel={(e) => e.name}
        rowActions={rowActions}
        emptyText={search ? 'No query matches the search' : 'No list query is open to your role'}
      />
      <Outlet />
    </div>
  );
}
