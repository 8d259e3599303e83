// The full photo of a person, fetched when opened.
import { Alert, Modal, Spin } from 'antd';
import type { PersonPhoto } from './person-photo.ts';
import { useObjectUrl } from './use-object-url.ts';

export function PhotoModal({ person, onClose }: { person?: PersonPhoto; onClose: () => void }) {
  const img = useObjectUrl(person?.photo_path);
  return (
    <Modal open={Boolean(person)} title={person ? `Photo of ${person.name}` : ''} onCancel={onClose} footer={null}>
      {'loading' in img && <Spin tip="Loading the photo" />}
      {'error' in img && (
        <Alert type="error" showIcon message="The photo could not be loaded" description={img.error} />
      )}
      {'url' in img && person && (
        <img src={img.url} alt={`Photo of ${person.name}`} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
      )}
    </Modal>
  );
}
