import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
