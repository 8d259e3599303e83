// Rename or move one file inside the user's own documents: the new path is typed relative to
// "My documents" (folders are made as needed); the file type (extension) cannot change.
import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';

export interface MoveDialogProps {
  /** the file's path relative to the home directory, or undefined when closed */
  relPath?: string;
  onMove(newRelPath: string): Promise<void>;
  onClose(): void;
}

export function MoveDialog({ relPath, onMove, onClose }: MoveDialogProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setValue(relPath ?? '');
    setError(undefined);
  }, [relPath]);

  const submit = async () => {
    const target = value.trim().replace(/^\/+/, '');
    if (!target) return setError('Enter a name');
    setBusy(true);
    try {
      await onMove(target);
      onClose();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={relPath !== undefined}
      title="Rename or move"
      okText="Move"
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label="New name (use folder/name to move into a folder)"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input aria-label="New name" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
