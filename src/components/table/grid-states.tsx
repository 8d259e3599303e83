// The grid's empty and error states: say what is (not) there and offer the next step.
import type { ReactNode } from 'react';
import { Button, Empty, Result } from 'antd';

export function GridError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="This list could not be loaded"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function GridEmpty({
  filtered,
  text,
  onClear,
  action,
}: {
  filtered: boolean;
  text: string;
  onClear: () => void;
  action?: ReactNode;
}) {
  if (filtered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing matches these filters">
        <Button onClick={onClear}>Clear filters</Button>
      </Empty>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  );
}
