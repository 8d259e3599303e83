// /my-documents: the signed-in user's own files in the file service: upload (drag and drop),
// open in a new tab, download, rename/move, delete, and folders to walk through; a student's or
// teacher's documents handed in against a type show their type and review status, under the name
// they were handed in with (the file service stores them under a generated one). Each upload is
// confirmed.
import { useCallback, useEffect, useState } from 'react';
import { App, Breadcrumb, Button, Card, Popconfirm, Space, Typography } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FileOutlined,
  FolderOutlined,
} from '@ant-design/icons';
import { FileUpload } from '../../components/file-upload/file-upload.tsx';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { downloadFile, openFileInNewTab } from '../../lib/file-download.ts';
import { deleteFile, listFiles, moveFile, type FileEntry } from './files-api.ts';
import { MoveDialog } from './move-dialog.tsx';
import { DocumentStatus, folderKind, HandIn, useMyDocuments } from './typed-documents.tsx';

const crumb = (label: string, onClick: () => void) => (
  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onClick}>
    {label}
  </Button>
);

const formatSize = (n: number | null) =>
  n === null
    ? ''
    : n < 1024
      ? `${n} B`
      : n < 1024 * 1024
        ? `${(n / 1024).toFixed(1)} kB`
        : `${(n / (1024 * 1024)).toFixed(1)} MB`;

export default function MyDocumentsPage() {
  const { message } = App.useApp();
  const [home, setHome] = useState<string>();
  const [dir, setDir] = useState<string>();
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [moving, setMoving] = useState<FileEntry>();
  const typed = useMyDocuments();

  const load = useCallback(
    async (target?: string) => {
      setLoading(true);
      try {
        const listing = await listFiles(target);
        setDir(listing.dir);
        setHome((h) => h ?? listing.dir);
        setEntries(listing.entries);
      } catch (err) {
        message.error((err as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [message],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const act = (what: string, run: () => Promise<unknown>) => async () => {
    try {
      await run();
    } catch (err) {
      message.error(`${what}: ${(err as Error).message}`);
    }
  };
  // a handed-in document's own name, else the stored one
  const shown = (e: FileEntry) => typed.byPath.get(e.filePath)?.name ?? e.name;
  const rel = (p: string) => (home && p.startsWith(`${home}/`) ? p.slice(home.length + 1) : p);
  const crumbs =
    dir && home
      ? rel(dir)
          .split('/')
          .filter((s) => dir !== home && s)
      : [];

  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        My documents
      </Typography.Title>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: crumb('My documents', () => load(home)) },
          ...crumbs.map((name, i) => ({
            title: crumb(name, () => load(`${home}/${crumbs.slice(0, i + 1).join('/')}`)),
          })),
        ]}
      />
      {home && dir === home && folderKind(home) ? (
        <Card size="small" title="Hand in a document" style={{ marginBottom: 16 }}>
          <HandIn
            home={home}
            onUploaded={(file, type) => {
              message.success(`${file.name} was handed in as ${type}; it waits for review by the school.`);
              typed.refetch();
              void load(dir);
            }}
          />
        </Card>
      ) : null}
      <Card size="small" style={{ marginBottom: 16 }}>
        {dir && (
          <FileUpload
            dir={dir}
            persistFilename
            onUploaded={(file) => {
              message.success(`${file.name} was uploaded.`);
              void load(dir);
            }}
          />
        )}
      </Card>
      <DataGrid<FileEntry>
        plain
        rowKey="filePath"
        rows={localRows(entries, loading)}
        pageSize={50}
        emptyText="No documents yet: drop files above to upload them."
        columns={[
          {
            field: 'name',
            title: 'Name',
            render: (_, e) =>
              e.kind === 'directory' ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  icon={<FolderOutlined />}
                  onClick={() => load(e.filePath)}
                  aria-label={`Open folder ${e.name}`}
                >
                  {e.name}
                </Button>
              ) : (
                <span>
                  <FileOutlined /> {shown(e)}
                </span>
              ),
          },
          { field: 'type', title: 'Type', render: (_, e) => typed.byPath.get(e.filePath)?.doc_type ?? '' },
          { field: 'status', title: 'Status', render: (_, e) => <DocumentStatus doc={typed.byPath.get(e.filePath)} /> },
          { field: 'size', title: 'Size', width: 110, render: (_, e) => formatSize(e.size) },
          {
            field: 'modifiedAt',
            title: 'Modified',
            width: 200,
            render: (_, e) => (e.modifiedAt ? new Date(e.modifiedAt).toLocaleString() : ''),
          },
          {
            field: 'actions',
            title: 'Actions',
            width: 330,
            render: (_, e) =>
              e.kind === 'file' && (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    icon={<ExportOutlined />}
                    onClick={act('Open', () => openFileInNewTab(e.filePath))}
                    aria-label={`Open ${shown(e)}`}
                  >
                    Open
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={act('Download', () => downloadFile(e.filePath, { fileName: shown(e) }))}
                    aria-label={`Download ${shown(e)}`}
                  >
                    Download
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setMoving(e)}
                    aria-label={`Rename or move ${shown(e)}`}
                  >
                    Rename
                  </Button>
                  <Popconfirm
                    title={`Delete ${shown(e)}?`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={act('Delete', async () => {
                      await deleteFile(e.filePath);
                      await load(dir);
                    })}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${shown(e)}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <MoveDialog
        relPath={moving ? rel(moving.filePath) : undefined}
        onClose={() => setMoving(undefined)}
        onMove={async (target) => {
          await moveFile(moving!.filePath, `${home}/${target}`);
          message.success(`Moved to ${target}`);
          await load(dir);
        }}
      />
    </div>
  );
}
