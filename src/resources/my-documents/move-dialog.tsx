// Rename or move one file inside the user's own documents, in the record form (DrawerForm): the
// new path is typed relative to "My documents" (folders are made as needed); the file type
// (extension) cannot change. A refusal from the file service is shown above the field.
import { Form, Input } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';

export interface MoveDialogProps {
  /** the file's path relative to the home directory, or undefined when closed */
  relPath?: string;
  onMove(newRelPath: string): Promise<void>;
  onClose(): void;
}

export function MoveDialog({ relPath, onMove, onClose }: MoveDialogProps) {
  return (
    <DrawerForm<{ target: string }>
      open={relPath !== undefined}
      title="Rename or move"
      submitLabel="Move"
      initialValues={{ target: relPath ?? '' }}
      onSubmit={({ target }) => onMove(target.trim().replace(/^\/+/, ''))}
      onClose={onClose}
    >
      <Form.Item
        name="target"
        label="New name (use folder/name to move into a folder)"
        rules={[{ required: true, whitespace: true, message: 'Enter a name' }]}
      >
        <Input aria-label="New name" autoFocus />
      </Form.Item>
    </DrawerForm>
  );
}
