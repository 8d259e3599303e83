// Every version the student has handed in, newest first: when, whether late, the text or the files
// (each downloadable again through the classroom's file route).
import { useState } from 'react';
import { Alert, Button, Collapse, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { downloadVersionFile } from './api.ts';
import type { MyAssignment, Version } from './types.ts';

function VersionBody({ a, v, me }: { a: MyAssignment; v: Version; me: number }) {
  const [failed, setFailed] = useState<string>();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {v.text !== null ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{v.text}</Typography.Paragraph>
      ) : null}
      {v.files.map((f) => (
        <Button
          key={f.n}
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadVersionFile(a.id, me, v.version, f.n, f.name).catch((e: Error) => setFailed(e.message))
          }
        >
          {f.name}
        </Button>
      ))}
      {failed ? <Alert type="error" showIcon message={`Could not download: ${failed}`} /> : null}
    </Space>
  );
}

export function Versions({ a }: { a: MyAssignment }) {
  const session = useAppSession();
  const me = session?.appUser.party_id ?? 0;
  if (!a.versions.length || a.submission_kind === 'quiz') return null;
  return (
    <section aria-labelledby="versions" style={{ marginTop: 16 }} data-testid="versions">
      <Typography.Title level={2} id="versions" style={{ fontSize: 16 }}>
        What you handed in
      </Typography.Title>
      <Collapse
        defaultActiveKey={[String(a.versions.at(-1)!.version)]}
        items={[...a.versions].reverse().map((v) => ({
          key: String(v.version),
          label: (
            <Space wrap>
              <span>
                Version {v.version}, {new Date(v.submitted_at).toLocaleString()}
              </span>
              {v.late ? <Tag color="orange">late</Tag> : null}
            </Space>
          ),
          children: <VersionBody a={a} v={v} me={me} />,
        }))}
      />
    </section>
  );
}
