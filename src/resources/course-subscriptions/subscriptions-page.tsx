// One page for the four subscription views: who holds what, from when to when, its status and
// renewal; cancel one or many (subscriber.update); operators refund a paid one through Stripe, and
// grant, extend and end subscriptions by hand. The path picks the subscriber kind.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { App, Button } from 'antd';
import { useInvalidate, type CrudFilter } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { BulkAction, GridColumn, RowAction } from '../../components/table/types.ts';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import { money } from '../../shared/money.ts';
import { selectFilter } from '../../components/table/select-filter.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import { RefundDrawer, type Refundable } from './refund-drawer.tsx';
import { GrantDrawer, type GrantKind } from './grant-drawer.tsx';
import { EndDateDrawer, type EndChange } from './end-date-drawer.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';

interface SubscriptionRow {
  id: number;
  tenant: string;
  subscriber_kind: string;
  subscriber: string;
  course: string;
  plan: string;
  term: string | null;
  status: 'active' | 'cancelled' | 'expired';
  starts_at: string;
  ends_at: string | null;
  renews: boolean;
  amount: number;
}

const VARIANTS: Record<string, { title: string; kind?: string; description: string }> = {
  '/ei/course-subscriptions': { title: 'Course subscriptions', description: 'Every subscription the platform sells.' },
  '/ei/course-subscriptions-home': {
    title: 'Family subscriptions',
    kind: 'family',
    description: 'Home-school families and their plans.',
  },
  '/ei/course-subscriptions-tenants': {
    title: 'School subscriptions',
    kind: 'school',
    description: 'Catalogue courses schools subscribe to, by term.',
  },
  '/course-subscriptions-teachers': {
    title: 'Teacher subscriptions',
    kind: 'teacher',
    description: 'Independent teachers and their plans.',
  },
};

const RESOURCE = 'catalog/course_subscriptions';
const META = { bizobjfile: 'catalog', api: 'course_subscriptions', writeResource: 'course-subscriptions' };
const STATUS = { active: 'success', cancelled: 'default', expired: 'warning' } as const;
const label = (r: SubscriptionRow) => `${r.subscriber}: ${r.course}`;

const columns: GridColumn<SubscriptionRow>[] = [
  { field: 'subscriber', title: 'Subscriber', sorter: true },
  { field: 'tenant', title: 'School', sorter: true },
  { field: 'subscriber_kind', title: 'Kind', width: 100 },
  { field: 'course', title: 'Course', sorter: true },
  { field: 'plan', title: 'Plan', sorter: true, width: 100 },
  { field: 'term', title: 'Term', sorter: true, render: (v) => (v ? String(v) : '—') },
  { field: 'starts_at', title: 'From', sorter: true, width: 120 },
  { field: 'ends_at', title: 'To', sorter: true, width: 120, render: (v) => (v ? String(v) : 'Open') },
  { field: 'renews', title: 'Renews', width: 90, render: (v) => (v ? 'Yes' : 'No') },
  { field: 'amount', title: 'Amount', sorter: true, hidden: true, render: money },
  badgeColumn<SubscriptionRow>('status', 'Status', STATUS),
];

export default function SubscriptionsPage() {
  const { pathname } = useLocation();
  const variant = VARIANTS[pathname] ?? VARIANTS['/ei/course-subscriptions'];
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const operator = useIsOperator();
  const [refunding, setRefunding] = useState<Refundable>();
  const [granting, setGranting] = useState(false);
  const [changing, setChanging] = useState<EndChange>();
  const held = useHeldPermissions(['subscriber.update']);
  const canChange = operator && held.has('subscriber.update');
  const refresh = (text: string) => {
    message.success(text);
    void invalidate({ resource: RESOURCE, invalidates: ['list'] });
  };
  const byHand = (action: EndChange['action']) => (r: SubscriptionRow) =>
    setChanging({ id: r.id, label: label(r), action, endsAt: r.ends_at });
  const cancel = async (rows: SubscriptionRow[]) => {
    const answer = await runAction(
      'course-subscriptions',
      'cancel',
      rows.map((r) => r.id),
    );
    await invalidate({ resource: RESOURCE, invalidates: ['list'] });
    const failed = failureText(answer, (id) => label(rows.find((r) => r.id === id)!));
    if (failed) throw new Error(failed);
    message.success(`Cancelled ${rows.length === 1 ? label(rows[0]) : `${rows.length} subscriptions`}`);
  };
  const rowActions: RowAction<SubscriptionRow>[] = [
    {
      key: 'extend',
      label: 'Extend…',
      permission: 'subscriber.update',
      // an open subscription (a school's, for its term) has no last day to move on
      hidden: (r) => !operator || r.status !== 'active' || !r.ends_at,
      run: byHand('extend'),
    },
    {
      key: 'end',
      label: 'End on a day…',
      permission: 'subscriber.update',
      hidden: (r) => !operator || r.status !== 'active',
      run: byHand('end'),
    },
    {
      key: 'cancel',
      label: 'Cancel',
      danger: true,
      permission: 'subscriber.update',
      hidden: (r) => r.status !== 'active',
      confirm: (r) => `Cancel ${label(r)}? Access ends now and it does not renew.`,
      run: (r) => cancel([r]).catch((err: Error) => message.error(err.message)),
    },
    {
      key: 'refund',
      label: 'Refund…',
      permission: 'subscriber.update',
      // paid by card: a family's, a teacher's or a student's; schools are invoiced
      hidden: (r) => !operator || r.subscriber_kind === 'school' || !(r.amount > 0),
      run: (r) => setRefunding({ id: r.id, label: label(r) }),
    },
  ];
  const bulkActions: BulkAction<SubscriptionRow>[] = [
    {
      key: 'cancel',
      label: 'Cancel',
      danger: true,
      permission: 'subscriber.update',
      confirm: (rows) => `Cancel ${rows.length} subscription(s)? Access ends now and they do not renew.`,
      run: cancel,
    },
  ];
  const permanent: CrudFilter[] = variant.kind
    ? [{ field: 'subscriber_kind', operator: 'eq', value: variant.kind }]
    : [];
  return (
    <>
      <DataGrid<SubscriptionRow>
        key={pathname}
        id={`subscriptions-${variant.kind ?? 'all'}`}
        titleLevel={1}
        resource={RESOURCE}
        meta={META}
        title={variant.title}
        description={variant.description}
        actions={
          canChange ? (
            <Button type="primary" onClick={() => setGranting(true)}>
              Grant subscription
            </Button>
          ) : undefined
        }
        columns={columns}
        rowLabel={label}
        search="Search school, subscriber or course"
        permanentFilters={permanent}
        filters={[
          selectFilter('status', 'Status', ['active', 'cancelled', 'expired']),
          { field: 'starts_at', label: 'From', kind: 'date-range' },
        ]}
        initialSorters={[{ field: 'starts_at', order: 'desc' }]}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyText="No subscriptions"
      />
      <GrantDrawer
        open={granting}
        kind={variant.kind as GrantKind | undefined}
        resource={RESOURCE}
        meta={META}
        onDone={refresh}
        onClose={() => setGranting(false)}
      />
      <EndDateDrawer change={changing} onDone={refresh} onClose={() => setChanging(undefined)} />
      <RefundDrawer
        key={refunding?.id ?? 0}
        row={refunding}
        onDone={(text) => message.success(text)}
        onClose={() => setRefunding(undefined)}
      />
    </>
  );
}
