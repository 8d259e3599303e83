// One list query of the catalogue: its fields (type, filter operators, sortable) and, for holders
// of api.read, "try it". Bound to /admin/tbl/api-list/:bizobjfile/:api; closing returns to the list.
import { Alert, Drawer, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { CATALOGUE_URL, type Catalogue, type CatalogueField } from './api.ts';
import { TryForm } from './try-form.tsx';

const fieldColumns: GridColumn<CatalogueField>[] = [
  { field: 'name', title: 'Field', render: (v) => <Typography.Text code>{String(v)}</Typography.Text> },
  { field: 'label', title: 'Label' },
  { field: 'type', title: 'Type' },
  {
    field: 'operators',
    title: 'Filter operators',
    render: (_, f) =>
      f.operators.length ? f.operators.join(' ') : <Typography.Text type="secondary">none</Typography.Text>,
  },
  { field: 'sortable', title: 'Sort', render: (v) => (v ? 'yes' : 'no') },
  {
    field: 'note',
    title: 'Note',
    render: (_, f) => (
      <>
        {f.filterOnly ? <Tag>filter only</Tag> : null}
        {f.permission ? <Tag>needs {f.permission}</Tag> : null}
      </>
    ),
  },
];

export default function QueryDrawer() {
  const { bizobjfile, api } = useParams();
  const navigate = useNavigate();
  const answer = useApiAnswer<Catalogue>(CATALOGUE_URL);
  const entry = answer.data?.data.find((e) => e.bizobjfile === bizobjfile && e.api === api);
  const close = () => navigate('/admin/tbl/api-list');
  return (
    <Drawer open onClose={close} width="min(860px, 100vw)" title={`${bizobjfile}/${api}`} destroyOnHidden>
      {answer.loading ? <Typography.Paragraph>Loading…</Typography.Paragraph> : null}
      {answer.error ? <Alert type="error" showIcon message="The catalogue could not be loaded" /> : null}
      {answer.data && !entry ? (
        <Alert type="warning" showIcon message={`No list query ${bizobjfile}/${api} is open to your role`} />
      ) : null}
      {entry ? (
        <>
          {entry.description ? <Typography.Paragraph>{entry.description}</Typography.Paragraph> : null}
          <Typography.Paragraph>
            Needs <Tag>{entry.permission}</Tag>
            {entry.uiPath ? (
              <>
                {' '}
                and its page <Typography.Text code>{entry.uiPath}</Typography.Text> open to your school
              </>
            ) : null}
            . Default order: {entry.defaultSort.map(([c, d]) => `${c} ${d}`).join(', ')}.
          </Typography.Paragraph>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Fields
          </Typography.Title>
          <DataGrid<CatalogueField> plain rowKey="name" columns={fieldColumns} rows={localRows(entry.fields)} />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
            Try it
          </Typography.Title>
          {answer.data?.canRun ? (
            <TryForm entry={entry} />
          ) : (
            <Alert type="info" showIcon message="Running queries from here needs the permission api.read." />
          )}
        </>
      ) : null}
    </Drawer>
  );
}
