// A photo gallery of the school's students or teachers: each person with its thumbnail (made on the
// server), the full photo on click, and for whoever may change it an upload (replace) and a delete.
// Loading, a failure and an empty answer each look different.
import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { GalleryKind, PersonPhoto } from './person-photo.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoModal } from './photo-modal.tsx';

const TITLES = { student: 'Student photos', teacher: 'Teacher photos' } as const;

export function GalleryPage({ kind }: { kind: GalleryKind }) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<PersonPhoto>();
  const answer = useApiAnswer<{ rows: PersonPhoto[] }>(`/${kind}-images`, search ? { search } : undefined);
  const rows = answer.data?.rows;
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
          <PhotoCard key={r.party_id} kind={kind} person={r} onOpen={setOpen} onChanged={answer.retry} />
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
      <PhotoModal person={open} onClose={() => setOpen(undefined)} />
    </Flex>
  );
}
