// /teacher/my-collection: the teacher's saved outputs with tool, inputs and date; open one again
// in its tool (or read it here) and delete what is no longer needed.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Drawer, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { TOOL_CATALOGUE, findTool, toolHref } from '../../shared/tools/catalogue.ts';
import { deleteSaved, getSaved, listCollection, type SavedOutput } from '../tools-api.ts';
import { MarkdownView } from '../output/markdown-view.tsx';
import { OutputActions } from '../output/output-actions.tsx';

const PAGE = 20;
const toolTitle = (slug: string) => findTool(slug)?.title ?? 'Question Rotator';
const reopenHref = (s: SavedOutput) =>
  findTool(s.toolSlug) ? `${toolHref(findTool(s.toolSlug)!)}?saved=${s.id}` : undefined;
const summary = (inputs: SavedOutput['inputs']) =>
  Object.entries(inputs)
    .filter(([, v]) => v !== '' && v !== undefined)
    .map(([k, v]) => `${k}: ${String(v).slice(0, 40)}`)
    .join(' · ');

export default function MyCollectionPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rows, setRows] = useState<SavedOutput[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [tool, setTool] = useState<string>();
  const [q, setQ] = useState('');
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<SavedOutput>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const r = await listCollection({ tool, q: q || undefined, offset: (page - 1) * PAGE, limit: PAGE });
      setRows(r.rows);
      setTotal(r.total);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [tool, q, page, message]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (id: number) => {
    await deleteSaved(id).then(
      () => message.success('Deleted'),
      (err) => message.error((err as Error).message),
    );
    void load();
  };

  return (
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        My collection
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="All tools"
          style={{ width: 260 }}
          aria-label="Tool"
          value={tool}
          onChange={(v) => {
            setTool(v);
            setPage(1);
          }}
          options={[
            ...TOOL_CATALOGUE.map((t) => ({ value: t.slug, label: t.title })),
            { value: 'question-rotator', label: 'Question Rotator' },
          ]}
        />
        <Input.Search
          allowClear
          placeholder="Search titles"
          aria-label="Search titles"
          onSearch={(v) => {
            setQ(v);
            setPage(1);
          }}
          style={{ width: 260 }}
        />
      </Space>
      <DataGrid<SavedOutput>
        plain
        rows={localRows(rows, loading)}
        emptyText='Nothing saved yet: use "Save to collection" under any tool output.'
        serverPages={{ page, pageSize: PAGE, total, onChange: setPage }}
        columns={[
          { field: 'title', title: 'Title' },
          { field: 'toolSlug', title: 'Tool', render: (v) => toolTitle(String(v)) },
          {
            field: 'inputs',
            title: 'Inputs',
            render: (_, s) => (
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                {summary(s.inputs)}
              </Typography.Text>
            ),
          },
          { field: 'createdAt', title: 'Saved', width: 180, render: (v) => new Date(String(v)).toLocaleString() },
          {
            field: 'a',
            title: 'Actions',
            width: 260,
            render: (_, s) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<EyeOutlined />}
                  onClick={() => getSaved(s.id).then(setOpen, (e) => message.error(e.message))}
                >
                  View
                </Button>
                {reopenHref(s) && (
                  // a button, not a button inside a link (one control for assistive technology)
                  <Button type="link" icon={<FolderOpenOutlined />} onClick={() => navigate(reopenHref(s)!)}>
                    Reopen
                  </Button>
                )}
                <Popconfirm
                  title="Delete this saved output?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(s.id)}
                >
                  <Button type="link" danger icon={<DeleteOutlined />}>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Drawer open={!!open} width={760} title={open?.title} onClose={() => setOpen(undefined)}>
        {open && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <OutputActions
              markdown={open.output ?? ''}
              title={open.title}
              toolSlug={open.toolSlug}
              inputs={open.inputs}
              saveable={false}
            />
            <MarkdownView markdown={open.output ?? ''} />
          </Space>
        )}
      </Drawer>
    </div>
  );
}
