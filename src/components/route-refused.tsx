// What a route's validate() refusal shows. Its own module, loaded when a page is refused: antd's
// Result carries its status pictures (about 10 kB gzip) that no first paint needs (issue #32).
import { Result } from 'antd';

export default function RouteRefused({ reason }: { reason: string }) {
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>This page cannot be opened</h1>}
      subTitle={reason}
    />
  );
}
