// /section/:sectionId/:tab (section.read): one class, its summary and its tabs. Tabs come from
// every src/resources/*/section-tabs.tsx (src/components/extension/section-tab.ts), so the
// gradebook and others add theirs without editing this page. A section outside the reader's scope
// (another teacher's) reads as not found.
import { Link, useNavigate, useParams } from 'react-router';
import { Descriptions, Spin, Tabs, Typography } from 'antd';
import { useOne } from '@refinedev/core';
import type { SectionTab } from '../../components/extension/section-tab.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { LoadFailure, NotFoundResult } from '../../components/load-failure.tsx';
import { meetingText, sectionLabel, type SectionRow } from './section-row.ts';

const modules = import.meta.glob<{ sectionTabs: SectionTab[] }>('../*/section-tabs.tsx', { eager: true });
const ALL_TABS = Object.values(modules)
  .flatMap((m) => m.sectionTabs ?? [])
  .sort((a, b) => a.order - b.order);

export default function SectionPage() {
  const { sectionId, tab } = useParams();
  const navigate = useNavigate();
  const held = useHeldPermissions(ALL_TABS.map((t) => t.permission));
  const tabs = ALL_TABS.filter((t) => !t.permission || held.has(t.permission));
  const { result: section, query } = useOne<SectionRow>({
    resource: '/sections',
    id: Number(sectionId),
    errorNotification: false,
  });
  if (query.isLoading)
    return (
      <span role="status" aria-label="Loading the section">
        <Spin />
      </span>
    );
  if (query.isError) {
    const e = query.error as { statusCode?: number; message?: string };
    if (e.statusCode !== 404)
      return (
        <LoadFailure
          status={e.statusCode ?? 500}
          message={e.message ?? ''}
          what="This section"
          onRetry={() => query.refetch()}
        />
      );
  }
  if (!section)
    return (
      <NotFoundResult
        title="No such section"
        detail="It does not exist, or it is not one of your sections."
        back={<Link to="/sections">All sections</Link>}
      />
    );
  const active = tabs.find((t) => t.key === tab)?.key ?? tabs[0]?.key;
  return (
    <>
      <Typography.Title level={1}>{sectionLabel(section)}</Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'course', label: 'Course', children: section.course },
          { key: 'term', label: 'Term', children: section.term ?? '—' },
          { key: 'teacher', label: 'Teacher', children: section.teacher ?? '—' },
          { key: 'room', label: 'Room', children: section.room || '—' },
          { key: 'meets', label: 'Meets', children: meetingText(section) },
          {
            key: 'enrolled',
            label: 'Enrolled',
            children: section.capacity ? `${section.enrolled} of ${section.capacity}` : section.enrolled,
          },
          { key: 'status', label: 'Status', children: section.status },
        ]}
      />
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(`/section/${section.id}/${k}`)}
        destroyOnHidden
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.render(section) }))}
      />
    </>
  );
}
