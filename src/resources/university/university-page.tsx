// A partner university's landing page: name, logo, text, the catalogue courses it offers and a
// sign-up call to action (GET /api/public/universities/:slug; no sign-in). A signed-in operator
// edits its content here (edit-page-drawer.tsx).
import { useParams } from 'react-router';
import { Alert, Avatar, Button, Card, Empty, List, Spin, Tag } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
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

export default function UniversityPage() {
  const slug = useParams().university ?? '';
  const answer = useApiAnswer<{ data: Page }>(`/public/universities/${encodeURIComponent(slug)}`);
  if (answer.loading) return <Spin tip="Loading" style={{ display: 'block', margin: 48 }} />;
  if (answer.error || !answer.data)
    return answer.error?.statusCode === 404 ? (
      <NotFoundResult title="No such university" />
    ) : (
      <Alert
        type="error"
        showIcon
        role="alert"
        message="The page could not be loaded"
        description={answer.error?.message}
        action={<Button onClick={answer.retry}>Try again</Button>}
      />
    );
  const page = answer.data.data;
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
          onSaved={answer.retry}
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
