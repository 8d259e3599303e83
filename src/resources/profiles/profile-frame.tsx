// What every profile page shares: load the one record the URL names, then show its name as the
// page's h1 and its panels. Loading, an error with Try again, and "not found" (outside the reader's
// scope, or another school's id) are distinct.
import type { ReactNode } from 'react';
import { Skeleton, Space, Typography } from 'antd';
import { useList, type BaseRecord } from '@refinedev/core';
import { GridError } from '../../components/table/grid-states.tsx';

export const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function ProfileFrame<T extends BaseRecord>(props: {
  resource: string;
  field: string;
  value: string | number;
  kind: string;
  title: (row: T) => string;
  children: (row: T) => ReactNode;
}) {
  const { result, query } = useList<T>({
    resource: props.resource,
    filters: [{ field: props.field, operator: 'eq', value: props.value }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const row = result?.data?.[0];
  if (query.isLoading) return <Skeleton active />;
  if (query.isError)
    return <GridError message="The profile could not be loaded." onRetry={() => void query.refetch()} />;
  if (!row) return <Typography.Title level={1}>{props.kind} not found</Typography.Title>;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {props.title(row)}
      </Typography.Title>
      {props.children(row)}
    </Space>
  );
}
