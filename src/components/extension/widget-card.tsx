// The frame of a dashboard widget: its title (an h2 under the page's h1), a skeleton while its
// data loads, and an error with Try again instead of an empty card when the load failed.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';

export function WidgetCard(props: {
  id: string;
  title: string;
  loading?: boolean;
  error?: { message?: string } | null;
  onRetry?: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      data-testid={`widget-${props.id}`}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{props.title}</h2>}
      extra={props.extra}
      style={{ height: '100%' }}
    >
      {props.error ? (
        <Alert
          type="warning"
          showIcon
          message={`Could not load: ${props.error.message ?? 'unknown error'}`}
          action={
            props.onRetry ? (
              <Button size="small" onClick={props.onRetry}>
                Try again
              </Button>
            ) : undefined
          }
        />
      ) : props.loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        props.children
      )}
    </Card>
  );
}
