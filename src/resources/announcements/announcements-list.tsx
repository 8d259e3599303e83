// /admin/announcements (announcement.update): every announcement of the school with its audience
// (roles, and a section or the whole school), dates and status; written in a drawer bound to the URL;
// published and archived one by one or in bulk (named actions, each id answered on its own).
import { App } from 'antd';
import { useInvalidate } from '@refinedev/core';
import dayjs from 'dayjs';
import shape, { ANNOUNCEMENT_STATUSES } from '../../shared/entities/announcements.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import type { AnnouncementRow } from './announcement-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const asDay = (v: unknown) => (v ? dayjs(String(v).slice(0, 10)).format('D MMM YYYY') : '—');
const PERMISSION = 'announcement.update';

const columns: GridColumn<AnnouncementRow>[] = [
  { field: 'title', title: 'Title', sorter: true },
  { field: 'status', title: 'Status', sorter: true, width: 110 },
  { field: 'roles', title: 'For', render: (v) => (v as string[]).join(', ') },
  { field: 'section', title: 'Section', render: (v) => (v ? String(v) : 'Whole school') },
  { field: 'publish_at', title: 'Publish on', sorter: true, render: asDay },
  { field: 'expires_at', title: 'Expires on', sorter: true, render: asDay },
];

export default function AnnouncementsList() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();

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

  return (
    <EntityListPage<AnnouncementRow>
      page={{
        shape,
        title: 'Announcements',
        description:
          'Notices on the dashboard for chosen roles, of the whole school or one section. Drafts and archived ones are shown nowhere.',
        create: PERMISSION,
        columns,
        rowLabel: (r) => r.title,
        search: 'Find an announcement',
        filters: [selectFilter('status', 'Status', ANNOUNCEMENT_STATUSES)],
        sort: ['publish_at', 'desc'],
        records: {
          update: PERMISSION,
          delete: PERMISSION,
          edit: true,
          confirmDelete: (r) => `Delete "${r.title}"? This cannot be undone.`,
        },
        rowActions: ({ actions: [edit, remove] }) => [
          edit,
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
          remove,
        ],
        bulkActions: () => [
          { key: 'publish', label: 'Publish', permission: PERMISSION, run: (rows) => act('publish', rows) },
          { key: 'archive', label: 'Archive', permission: PERMISSION, run: (rows) => act('archive', rows) },
        ],
      }}
    />
  );
}
