// A partner university's landing page: name, logo, text, the catalogue courses it offers and a
// sign-up call to action (GET /api/public/universities/:slug; no sign-in). A signed-in operator
// edits its content here (edit-page-drawer.tsx).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Avatar, Button, Card, Empty, List, Spin, Tag } from 'antd';
import { apiFetch, HttpError } from '../../providers/http-client.ts';
import { EditPageButton } from './edit-page-drawer.tsx';
import { NotFoundResult } from '../../components/load-failure.tsx';

interface Course {
  id: number;
  title: string;
  publisher: string;
  grade_levels: string;
  subject: string;
  description: string;
}
interface Page {
  slug: string;
  name: string;
  logo_url: string;
  body: string;
  courses: Course[];
}

type State =
  { status: 'loading' } | { status: 'ready'; page: Page } | { status: 'error'; missing: boolean; message: string };

export default function UniversityPage() {
  const slug = useParams().university ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    apiFetch<{ data: Page }>(`/public/universities/${encodeURIComponent(slug)}`)
      .then((r) => live && setState({ status: 'ready', page: r.data }))
      .catch((err: Error) => {
        if (live)
          setState({ status: 'error', missing: err instanceof HttpError && err.status === 404, message: err.message });
      });
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  if (state.status === 'loading') return <Spin tip="Loading" style={{ display: 'block', margin: 48 }} />;
  if (state.status === 'error')
    return state.missing ? (
      <NotFoundResult title="No such university" />
    ) : (
      <Alert
        type="error"
        showIcon
        role="alert"
        message="The page could not be loaded"
        description={state.message}
        action={<Button onClick={() => setAttempt((a) => a + 1)}>Try again</Button>}
      />
    );
  const { page } = state;
  return (
    <div style={{ maxWidth: 900, margin: '0 auto', padding: 16 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        {page.logo_url ? (
          <img src={page.logo_url} alt={`${page.name} logo`} style={{ height: 64, maxWidth: '100%' }} />
        ) : (
          <Avatar size={64} aria-hidden>
            {page.name.slice(0, 1)}
          </Avatar>
        )}
        <h1 style={{ fontSize: 28, margin: 0 }}>{page.name}</h1>
        <EditPageButton
          slug={page.slug}
          content={{ name: page.name, logo_url: page.logo_url, body: page.body }}
          onSaved={() => setAttempt((a) => a + 1)}
        />
      </div>
      <p style={{ fontSize: 16, marginTop: 16, whiteSpace: 'pre-line' }}>{page.body}</p>
      <Card style={{ marginBottom: 24 }}>
        <p style={{ marginTop: 0 }}>Create your account and start learning today.</p>
        <Button type="primary" href="/signup/student">
          Sign up as a student
        </Button>
      </Card>
      <h2 style={{ fontSize: 20 }}>Courses</h2>
      {page.courses.length ? (
        <List
          dataSource={page.courses}
          renderItem={(c) => (
            <List.Item key={c.id}>
              <List.Item.Meta
                title={c.title}
                description={
                  <>
                    <Tag>{c.subject}</Tag>
                    <Tag>Grades {c.grade_levels}</Tag>
                    <span>{c.publisher}</span>
                    <div>{c.description}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description="Courses will be listed here soon" />
      )}
    </div>
  );
}
