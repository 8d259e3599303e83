// One person in a gallery: the profile photo's thumbnail (or initials), name, grade, the number of
// photos and adding a photo; choosing the profile photo and deleting happen in the photo modal.
import { useRef, useState } from 'react';
import { Avatar, Button, Card, Space, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { THUMB_PX } from '../../shared/photo-sizes.ts';
import { uploadPhoto, type GalleryKind, type PersonPhoto } from './person-photo-api.ts';
import { useRunPhotoAction } from './use-run-photo-action.ts';
import { useObjectUrl } from './use-object-url.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

interface Props {
  kind: GalleryKind;
  person: PersonPhoto;
  onOpen: (p: PersonPhoto) => void;
  onChanged: () => void;
}

export function PhotoCard({ kind, person, onOpen, onChanged }: Props) {
  const thumb = useObjectUrl(person.thumb_path);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = useRunPhotoAction(setBusy, onChanged);
  const picture =
    'url' in thumb ? (
      <button
        type="button"
        onClick={() => onOpen(person)}
        aria-label={`Open the photos of ${person.name}`}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
      >
        <img
          src={thumb.url}
          alt={`Thumbnail of ${person.name}`}
          width={THUMB_PX}
          height={THUMB_PX}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </button>
    ) : 'loading' in thumb ? (
      <Spin />
    ) : (
      // antd's default grey fails contrast with white initials
      <Avatar size={96} aria-label={`${person.name} has no photo`} style={{ background: '#1f4e79', color: '#fff' }}>
        {initials(person.name)}
      </Avatar>
    );
  return (
    <Card role="listitem" size="small" styles={{ body: { textAlign: 'center' } }}>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <div style={{ height: THUMB_PX, display: 'grid', placeItems: 'center' }}>{picture}</div>
        <Typography.Text strong>{person.name}</Typography.Text>
        {person.detail && <Typography.Text type="secondary">{person.detail}</Typography.Text>}
        <Typography.Text type="secondary">
          {person.photo_count === 1 ? '1 photo' : `${person.photo_count} photos`}
        </Typography.Text>
        {person.editable && (
          <Space wrap style={{ justifyContent: 'center' }}>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-label={`Photo file for ${person.name}`}
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) run(uploadPhoto(kind, person.party_id, file), `Photo of ${person.name} saved`);
              }}
            />
            <Button size="small" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
              Add photo
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
