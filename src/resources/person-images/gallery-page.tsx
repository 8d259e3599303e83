// A photo gallery of the school's students or teachers: each person with its profile photo's
// thumbnail (made on the server) and photo count; a click opens all the person's photos, where
// whoever may change them sets the profile photo or deletes one.
// Loading, a failure and an empty answer each look different.
import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { GalleryKind, PersonPhoto } from './person-photo-api.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoModal } from './photo-modal.tsx';

const TITLES = { student: 'Student photos', teacher: 'Teacher photos' } as const;

export function GalleryPage({ kind }: { kind: GalleryKind }) {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number>();
  const answer = useApiAnswer<{ rows: PersonPhoto[] }>(`/${kind}-images`, search ? { search } : undefined);
  const rows = answer.data?.rows;
  // looked up by id so the modal shows the reloaded photos after a change
  const open = rows?.find((r) => r.party_id === openId);
  const body = () => {
    if (answer.loading) return <Spin tip={`Loading ${kind}s`} />;
    if (answer.error)
      return (
        <Alert
          type="error"
          showIcon
          message={`The ${kind}s could not be loaded`}
          description={answer.error.message}
          action={<Button onClick={answer.retry}>Try again</Button>}
        />
      );
    if (!rows?.length) return <Empty description={search ? `No ${kind}s match "${search}"` : `No ${kind}s yet`} />;
    return (
      <div
        role="list"
        aria-label={TITLES[kind]}
        style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
      >
        {rows.map((r) => (
          <PhotoCard
            key={r.party_id}
            kind={kind}
            person={r}
            onOpen={(p) => setOpenId(p.party_id)}
            onChanged={answer.retry}
          />
        ))}
      </div>
    );
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {TITLES[kind]}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Thumbnails are made on the server; uploaded photos are turned upright and stored without their location data.
      </Typography.Paragraph>
      <Input.Search
        aria-label={`Search ${kind}s by name`}
        placeholder="Search by name"
        allowClear
        onSearch={(v) => setSearch(v.trim())}
        style={{ maxWidth: 320 }}
      />
      {body()}
      <PhotoModal kind={kind} person={open} onClose={() => setOpenId(undefined)} onChanged={answer.retry} />
    </Flex>
  );
}
