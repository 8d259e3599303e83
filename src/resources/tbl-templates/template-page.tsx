// /admin/tbl/template/:templateId (table.read): a template opened as a grid paged on the server,
// grouped and totalled as it says, exported to CSV, XLSX or PDF (made by the server); Edit
// (?edit=1) opens its form with the live preview, Clone a copy.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, App, Button, Space, Spin, Typography } from 'antd';
import { useOne } from '@refinedev/core';
import shape from '../../shared/entities/tbl-templates.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { exportTemplate, type ExportFormat } from './api.ts';
import { TemplateGrid } from './template-grid.tsx';
import { EditTemplate, type TemplateRow } from './template-drawers.tsx';

export default function TemplatePage() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const canWrite = useHeldPermissions(['table.update']).has('table.update');
  const [exporting, setExporting] = useState<string>();
  const { result: record, query } = useOne<TemplateRow>({
    resource: shape.uiPath,
    id: Number(templateId),
    errorNotification: false,
  });
  const download = (kind: ExportFormat) => {
    setExporting(kind);
    exportTemplate(templateId, record!.template_name, kind)
      .catch((e: Error) => void message.error(`The export failed: ${e.message}`))
      .finally(() => setExporting(undefined));
  };

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="This template cannot be opened"
        description={(query.error as { message?: string } | null)?.message}
        action={<Button onClick={() => navigate(shape.uiPath)}>All templates</Button>}
      />
    );
  if (!record) return <Spin tip="Loading the template…">{<div style={{ minHeight: 120 }} />}</Spin>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {record.template_name}
      </Typography.Title>
      <Typography.Text type="secondary">
        {record.description || 'No description'} · list query <Typography.Text code>{record.query}</Typography.Text>
      </Typography.Text>
      <Space wrap>
        <Button onClick={() => navigate(shape.uiPath)}>All templates</Button>
        {canWrite ? (
          <>
            <Button type="primary" onClick={() => setParams({ edit: '1' })}>
              Edit
            </Button>
            <Button onClick={() => navigate(`/admin/tbl/template/clone/${templateId}`)}>Clone</Button>
          </>
        ) : null}
        {(['csv', 'xlsx', 'pdf'] as const).map((kind) => (
          <Button key={kind} loading={exporting === kind} onClick={() => download(kind)}>
            Export {kind.toUpperCase()}
          </Button>
        ))}
      </Space>
      <TemplateGrid
        url={`/tbl/templates/${templateId}/rows`}
        dataKey={`${templateId}@${record.version}`}
        emptyText="No rows match this template's filters"
      />
      {params.get('edit') && canWrite ? (
        <EditTemplate id={templateId} query={record} onClose={() => setParams({})} />
      ) : null}
    </Space>
  );
}
