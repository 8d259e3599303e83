// One student's handed-in work in the grading view: every version (newest first, pick an older
// one), when it came and whether it was late, its text and its files with a download each.
import { useState } from 'react';
import { App, Button, Empty, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadHandIn, type Work } from './api.ts';
import { studentName, when } from './labels.ts';

export function WorkView({ assignmentId, work }: { assignmentId: number; work: Work }) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number>();
  const v = work.versions.find((x) => x.version === picked) ?? work.versions[0];
  return (
    <section aria-label={`Work of ${studentName(work)}`} data-testid="work">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {studentName(work)}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag>{work.status}</Tag>
        {v?.late ? <Tag color="orange">Late</Tag> : null}
        {v ? <span>Handed in {when(v.submitted_at)}</span> : null}
        {work.versions.length > 1 ? (
          <Select
            aria-label="Version"
            value={v?.version}
            onChange={setPicked}
            style={{ minWidth: 140 }}
            options={work.versions.map((x) => ({ value: x.version, label: `Version ${x.version}` }))}
          />
        ) : null}
      </Space>
      {!v ? (
        <Empty description="Nothing handed in yet" />
      ) : (
        <>
          {v.text ? (
            <div
              data-testid="work-text"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', border: '1px solid #f0f0f0', padding: 12 }}
            >
              {v.text}
            </div>
          ) : null}
          {v.files.length ? (
            <ul aria-label="Files handed in" style={{ paddingLeft: 16 }}>
              {v.files.map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  <Button
                    type="link"
                    icon={<DownloadOutlined />}
                    onClick={() =>
                      downloadHandIn(assignmentId, work.student_id, v.version, i + 1, f.name).catch(
                        (e: Error) => void message.error(e.message),
                      )
                    }
                  >
                    {f.name}
                  </Button>{' '}
                  ({Math.ceil(f.size / 1024)} kB)
                </li>
              ))}
            </ul>
          ) : null}
          {!v.text && !v.files.length ? <Empty description="This version has no text or files" /> : null}
        </>
      )}
    </section>
  );
}
