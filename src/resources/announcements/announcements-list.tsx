// /admin/announcements (announcement.update): every announcement of the school with its audience
// (roles, and a section or the whole school), dates and status; written in a drawer bound to the URL;
// published and archived one by one or in bulk (named actions, each id answered on its own).
import { Outlet, useLocation, useNavigate } from 'react-router';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, useInvalidate } from '@refinedev/core';
import dayjs from 'dayjs';
import shape, { ANNOUNCEMENT_STATUSES } from '../../shared/entities/announcements.ts';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { BulkAction, GridColumn, RowAction } from '../../components/table/types.ts';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import type { AnnouncementRow } from './announcement-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const asDay = (v: unknown) => (v ? dayjs(String(v).slice(0, 10)).format('D MMM YYYY') : '—');
const PERMISSION = 'announcement.update';

export default function AnnouncementsList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: remove } = useDelete();
  const canEdit = useHeldPermissions([PERMISSION]).has(PERMISSION);
  const open = (path: string) => navigate({ pathname: `${shape.uiPath}/${path}`, search });

  const act = async (action: 'publish' | 'archive', rows: AnnouncementRow[]) => {
    const answer = await runAction(
      'announcements',
      action,
      rows.map((r) => r.id),
    );
    await invalidate({ resource: shape.uiPath, invalidates: ['list'] });
    const failed = failureText(answer, (id) => rows.find((r) => r.id === id)?.title ?? String(id));
    if (failed) throw new Error(failed);
    message.success(`${action === 'publish' ? 'Published' : 'Archived'} ${answer.succeeded} announcement(s)`);
  };
  const quietly = (p: Promise<unknown>) => p.catch((e: Error) => void message.error(e.message));

  const columns: GridColumn<AnnouncementRow>[] = [
    { field: 'title', title: 'Title', sorter: true },
    { field: 'status', title: 'Status', sorter: true, width: 110 },
    { field: 'roles', title: 'For', render: (v) => (v as string[]).join(', ') },
    { field: 'section', title: 'Section', render: (v) => (v ? String(v) : 'Whole school') },
    { field: 'publish_at', title: 'Publish on', sorter: true, render: asDay },
    { field: 'expires_at', title: 'Expires on', sorter: true, render: asDay },
  ];
  const rowActions: RowAction<AnnouncementRow>[] = [
    { key: 'edit', label: 'Edit', permission: PERMISSION, run: (r) => open(`${r.id}/edit`) },
    {
      key: 'publish',
      label: 'Publish',
      permission: PERMISSION,
      hidden: (r) => r.status === 'published',
      run: (r) => quietly(act('publish', [r])),
    },
    {
      key: 'archive',
      label: 'Archive',
      permission: PERMISSION,
      hidden: (r) => r.status === 'archived',
      run: (r) => quietly(act('archive', [r])),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: PERMISSION,
      confirm: (r) => `Delete "${r.title}"? This cannot be undone.`,
      run: (r) =>
        remove({
          resource: shape.uiPath,
          id: r.id,
          values: { version: r.version },
          successNotification: { type: 'success', message: `Deleted ${r.title}` },
        }).catch(() => undefined),
    },
  ];
  const bulkActions: BulkAction<AnnouncementRow>[] = [
    { key: 'publish', label: 'Publish', permission: PERMISSION, run: (rows) => act('publish', rows) },
    { key: 'archive', label: 'Archive', permission: PERMISSION, run: (rows) => act('archive', rows) },
  ];

  return (
    <>
      <DataGrid<AnnouncementRow>
        id="announcements"
        titleLevel={1}
        resource={shape.uiPath}
        title="Announcements"
        description="Notices on the dashboard for chosen roles, of the whole school or one section. Drafts and archived ones are shown nowhere."
        actions={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('create')}>
              New announcement
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        rowLabel={(r) => r.title}
        search="Find an announcement"
        filters={[selectFilter('status', 'Status', ANNOUNCEMENT_STATUSES)]}
        initialSorters={[{ field: 'publish_at', order: 'desc' }]}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyText="No announcements yet"
      />
      <Outlet />
    </>
  );
}
