// One person in a gallery: the thumbnail (or initials), name and grade, and the photo's actions.
import { useRef, useState } from 'react';
import { App, Avatar, Button, Card, Popconfirm, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { THUMB_PX } from '../../shared/photo-sizes.ts';
import { deletePhoto, uploadPhoto, type GalleryKind, type PersonPhoto } from './person-photo.ts';
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
  const { message } = App.useApp();
  const thumb = useObjectUrl(person.thumb_path);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: Promise<unknown>, done: string) => {
    setBusy(true);
    work
      .then(
        () => {
          void message.success(done);
          onChanged();
        },
        (err: Error) => void message.error(err.message),
      )
      .finally(() => setBusy(false));
  };
  const picture =
    'url' in thumb ? (
      <button
        type="button"
        onClick={() => onOpen(person)}
        aria-label={`Open the photo of ${person.name}`}
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
              {person.photo_path ? 'Replace' : 'Upload'}
            </Button>
            {person.photo_path && (
              <Popconfirm
                title={`Delete the photo of ${person.name}?`}
                onConfirm={() => run(deletePhoto(kind, person.party_id), `Photo of ${person.name} deleted`)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete the photo of ${person.name}`}
                />
              </Popconfirm>
            )}
          </Space>
        )}
      </Space>
    </Card>
  );
}
