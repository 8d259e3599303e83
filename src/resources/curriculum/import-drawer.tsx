// /curriculum/curriculum-mapping/import: a CASE JSON package or a standards CSV, chosen as a file or
// pasted, checked first (dryRun: counts, nothing written) and then imported. A broken package is
// refused whole by the server (server/curriculum/routes.ts); the refusal names the CASE identifier
// or CSV line at fault, and nothing is saved.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Input, Radio, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { HttpError } from '../../providers/http-client.ts';
import { importStandards, type Summary } from './import-api.ts';
import { useMappingFilters } from './use-mapping-filters.ts';

type Refusal = { message: string; at?: string };

function refusalOf(e: unknown): Refusal {
  if (!(e instanceof HttpError)) return { message: (e as Error).message };
  const err = (e.body as { error?: { identifier?: string; line?: number } } | undefined)?.error ?? {};
  const at = err.line !== undefined ? `line ${err.line}` : err.identifier ? `identifier ${err.identifier}` : undefined;
  return { message: e.message, at };
}

export default function ImportDrawer() {
  const navigate = useNavigate();
  const { search } = useMappingFilters();
  const invalidate = useInvalidate();
  const [format, setFormat] = useState<'case' | 'csv'>('case');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<Summary>();
  const [refusal, setRefusal] = useState<Refusal>();
  const close = () => navigate({ pathname: '/curriculum/curriculum-mapping', search });

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setRefusal(undefined);
    setSummary(undefined);
    try {
      setSummary(await importStandards(format, content, dryRun));
      if (!dryRun) {
        for (const resource of ['frameworks', 'standards_matrix'])
          await invalidate({ resource, invalidates: ['list'] });
      }
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  const change = (text: string) => {
    setContent(text);
    setSummary(undefined);
    setRefusal(undefined);
  };

  return (
    <Drawer open title="Import standards" onClose={close} width={560}>
      <Form layout="vertical">
        <Form.Item label="Format">
          <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as 'case' | 'csv')}>
            <Radio value="case">CASE JSON package</Radio>
            <Radio value="csv">CSV (framework, code, statement, parent code, grade levels)</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="File">
          <Upload
            accept={format === 'case' ? '.json,application/json' : '.csv,text/csv'}
            maxCount={1}
            showUploadList={false}
            beforeUpload={async (file) => {
              setFileName(file.name);
              change(await file.text());
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{fileName ?? 'Choose a file'}</Button>
          </Upload>
        </Form.Item>
        <Form.Item label="Or paste the package" htmlFor="import-content">
          <Input.TextArea id="import-content" rows={8} value={content} onChange={(e) => change(e.target.value)} />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => void send(true)} loading={busy} disabled={!content.trim()}>
            Check
          </Button>
          <Button type="primary" onClick={() => void send(false)} loading={busy} disabled={!content.trim()}>
            Import
          </Button>
        </Space>
      </Form>
      {refusal ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          role="alert"
          message={refusal.at ? `Refused at ${refusal.at}; nothing was saved` : 'Refused; nothing was saved'}
          description={refusal.message}
        />
      ) : null}
      {summary ? (
        <div style={{ marginTop: 16 }}>
          <Alert
            type={summary.dryRun ? 'info' : 'success'}
            showIcon
            message={
              summary.dryRun
                ? `The package is valid: ${summary.standards} standards would be imported`
                : `Imported ${summary.standards} standards`
            }
          />
          <DataGrid
            plain
            rowKey="identifier"
            rows={localRows(summary.frameworks)}
            columns={[
              { field: 'title', title: 'Framework' },
              { field: 'standards', title: 'Standards' },
              { field: 'added', title: 'New' },
              { field: 'updated', title: 'Updated' },
              { field: 'unchanged', title: 'Unchanged' },
            ]}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
