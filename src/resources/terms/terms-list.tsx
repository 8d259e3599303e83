// /admin/terms (settings.update): the school years and their terms with dates and section counts;
// the current one marked. Add and edit in a drawer bound to the URL; make a term current; delete a
// term that has no sections and is not current.
import { Outlet, useLocation, useNavigate } from 'react-router';
import { App, Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, useInvalidate } from '@refinedev/core';
import dayjs from 'dayjs';
import shape from '../../shared/entities/terms.ts';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { runAction } from '../../providers/data/run-action.ts';
import { termLabel, type TermRow } from './term-row.ts';

const asDay = (v: unknown) => (v ? dayjs(String(v).slice(0, 10)).format('D MMM YYYY') : '—');

export default function TermsList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: remove } = useDelete();
  const canEdit = useHeldPermissions(['settings.update']).has('settings.update');
  const open = (path: string) => navigate({ pathname: `${shape.uiPath}/${path}`, search });

  const makeCurrent = async (r: TermRow) => {
    const answer = await runAction<TermRow>('terms', 'make_current', [r.id]).catch(
      (e: Error) => void message.error(e.message),
    );
    const result = answer?.results[0];
    if (result && !result.ok) message.error(result.error.message);
    if (result?.ok) {
      message.success(`${termLabel(r)} is the current term`);
      await invalidate({ resource: shape.uiPath, invalidates: ['list'] });
    }
  };

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
  const rowActions: RowAction<TermRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'settings.update', run: (r) => open(`${r.id}/edit`) },
    {
      key: 'current',
      label: 'Make current',
      permission: 'settings.update',
      hidden: (r) => r.is_current,
      confirm: (r) => `Make ${termLabel(r)} the current term? Term-based pages and lookups follow it at once.`,
      run: makeCurrent,
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'settings.update',
      // the current term and a term with sections are kept (the server says so too)
      hidden: (r) => r.is_current || r.section_count > 0,
      confirm: (r) => `Delete ${termLabel(r)}? This cannot be undone.`,
      run: (r) =>
        remove({
          resource: shape.uiPath,
          id: r.id,
          values: { version: r.version },
          successNotification: { type: 'success', message: `Deleted ${termLabel(r)}` },
        }).catch(() => undefined),
    },
  ];

  return (
    <>
      <DataGrid<TermRow>
        id="terms"
        titleLevel={1}
        resource={shape.uiPath}
        title="Terms"
        description="The school years and their terms. The current term is what term-based pages show first."
        actions={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('create')}>
              New term
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        rowLabel={termLabel}
        search={{ field: 'value', placeholder: 'Find a term (year/term)' }}
        filters={[{ field: 'school_year', label: 'School year', kind: 'text', operator: 'contains' }]}
        initialSorters={[{ field: 'school_year', order: 'desc' }]}
        rowActions={rowActions}
        emptyText="No terms yet"
      />
      <Outlet />
    </>
  );
}
