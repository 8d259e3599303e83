// All photos of a person, newest first: the chosen one (at first the profile photo) shown whole,
// the others as thumbnails to pick, and for whoever may change them "Set as profile photo" and a
// delete per photo.
import { useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import type { GalleryKind, PersonPhoto } from './person-photo-api.ts';
import { GalleryThumb } from './gallery-thumb.tsx';
import { useObjectUrl } from './use-object-url.ts';

interface Props {
  kind: GalleryKind;
  person?: PersonPhoto;
  onClose: () => void;
  onChanged: () => void;
}

export function PhotoModal({ kind, person, onClose, onChanged }: Props) {
  const [chosen, setChosen] = useState<number>();
  const shown = person?.photos.find((ph) => ph.id === chosen) ?? person?.photos.find((ph) => ph.is_profile);
  const img = useObjectUrl(shown?.photo_path);
  const close = () => {
    setChosen(undefined);
    onClose();
  };
  return (
    <Modal open={Boolean(person)} title={person ? `Photos of ${person.name}` : ''} onCancel={close} footer={null}>
      {'loading' in img && <Spin tip="Loading the photo" />}
      {'error' in img && (
        <Alert type="error" showIcon message="The photo could not be loaded" description={img.error} />
      )}
      {'url' in img && person && (
        <img src={img.url} alt={`Photo of ${person.name}`} style={{ maxWidth: '100%', maxHeight: '50vh' }} />
      )}
      {person && (
        <ul
          aria-label={`All photos of ${person.name}`}
          style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 16 }}
        >
          {person.photos.map((ph, i) => (
            <GalleryThumb
              key={ph.id}
              kind={kind}
              person={person}
              photo={ph}
              label={`photo ${person.photos.length - i} of ${person.name}`}
              onPick={() => setChosen(ph.id)}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
