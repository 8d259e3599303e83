// One photo in a person's photo modal: its thumbnail (shows it whole when picked), whether it is
// the profile photo, and for whoever may change it "Set as profile photo" and delete.
import { useState } from 'react';
import { Button, Popconfirm, Space, Spin, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  deletePhoto,
  setProfilePhoto,
  type GalleryKind,
  type GalleryPhoto,
  type PersonPhoto,
} from './person-photo-api.ts';
import { useObjectUrl } from './use-object-url.ts';
import { useRunPhotoAction } from './use-run-photo-action.ts';

interface Props {
  kind: GalleryKind;
  person: PersonPhoto;
  photo: GalleryPhoto;
  /** e.g. "photo 2 of Pia Photo" */
  label: string;
  onPick: () => void;
  onChanged: () => void;
}

const SIZE = 96;

export function GalleryThumb({ kind, person, photo, label, onPick, onChanged }: Props) {
  const thumb = useObjectUrl(photo.thumb_path);
  const [busy, setBusy] = useState(false);
  const run = useRunPhotoAction(setBusy, onChanged);
  return (
    <li style={{ width: SIZE + 40, textAlign: 'center' }}>
      <Space direction="vertical" size={4}>
        <button
          type="button"
          onClick={onPick}
          aria-label={`Show ${label}`}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
        >
          {'url' in thumb ? (
            <img src={thumb.url} alt={`Thumbnail of ${label}`} width={SIZE} height={SIZE} />
          ) : 'loading' in thumb ? (
            <Spin />
          ) : (
            <span>{'error' in thumb ? thumb.error : ''}</span>
          )}
        </button>
        {photo.is_profile && <Tag color="blue">Profile photo</Tag>}
        {person.editable && (
          <Space wrap style={{ justifyContent: 'center' }}>
            {!photo.is_profile && (
              <Button
                size="small"
                loading={busy}
                aria-label={`Set ${label} as profile photo`}
                onClick={() => run(setProfilePhoto(kind, person.party_id, photo.id), 'Profile photo set')}
              >
                Set as profile photo
              </Button>
            )}
            <Popconfirm
              title={`Delete ${label}?`}
              onConfirm={() => run(deletePhoto(kind, person.party_id, photo.id), 'Photo deleted')}
            >
              <Button size="small" danger loading={busy} icon={<DeleteOutlined />} aria-label={`Delete ${label}`} />
            </Popconfirm>
          </Space>
        )}
      </Space>
    </li>
  );
}
