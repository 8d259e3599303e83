// What a teacher can do with an output: copy it, download it as .docx or PDF, save it to the
// collection, or make it a section's assignment.
import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { CopyOutlined, FilePdfOutlined, FileWordOutlined, SaveOutlined } from '@ant-design/icons';
import { downloadExport, saveOutput, type ExportFormat } from '../tools-api.ts';
import type { ToolInputs } from '../../shared/tools/field-types.ts';
import { AssignmentFromOutput } from './assignment-from-output.tsx';

interface Props {
  markdown: string;
  title: string;
  toolSlug: string;
  inputs: ToolInputs;
  disabled?: boolean;
  saveable?: boolean;
}

export function OutputActions({ markdown, title, toolSlug, inputs, disabled, saveable = true }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string>();
  const run = (key: string, fn: () => Promise<string>) => async () => {
    setBusy(key);
    try {
      message.success(await fn());
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  const download = (format: ExportFormat) =>
    run(format, async () => `Downloaded ${await downloadExport(format, title, markdown)}`);
  const off = disabled || !markdown;

  return (
    <Space wrap>
      <Tooltip title="Copy the Markdown">
        <Button
          icon={<CopyOutlined />}
          disabled={off}
          onClick={run('copy', async () => {
            await navigator.clipboard.writeText(markdown);
            return 'Copied';
          })}
        >
          Copy
        </Button>
      </Tooltip>
      <Button icon={<FileWordOutlined />} disabled={off} loading={busy === 'docx'} onClick={download('docx')}>
        Word (.docx)
      </Button>
      <Button icon={<FilePdfOutlined />} disabled={off} loading={busy === 'pdf'} onClick={download('pdf')}>
        PDF
      </Button>
      {saveable && (
        <Button
          icon={<SaveOutlined />}
          disabled={off}
          loading={busy === 'save'}
          onClick={run('save', async () => {
            await saveOutput({ toolSlug, title, inputs, output: markdown });
            return 'Saved to My collection';
          })}
        >
          Save to collection
        </Button>
      )}
      <AssignmentFromOutput title={title} markdown={markdown} disabled={off} />
    </Space>
  );
}
