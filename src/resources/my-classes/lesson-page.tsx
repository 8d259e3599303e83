// /my-classes/lessons/:lessonId: one lesson of the student's classes (a text lesson's text, a video's
// or a link's address), with the lessons before and after it in its course. A lesson that is not
// published, or not of the student's classes, reads as not found (the query returns only theirs).
import { Link, useParams } from 'react-router';
import { Descriptions, Skeleton, Space, Typography } from 'antd';
import { LoadFailure, NotFoundResult } from '../../components/load-failure.tsx';
import { useMyLessons } from './my-lessons.tsx';

const OPEN: Record<string, string> = { video: 'Watch the video', link: 'Open the link', document: 'Open the document' };

export default function LessonPage() {
  const { lessonId } = useParams();
  const lessons = useMyLessons();
  if (lessons.error)
    return (
      <LoadFailure
        status={lessons.error.statusCode ?? 500}
        message={lessons.error.message}
        what="This lesson"
        onRetry={lessons.retry}
      />
    );
  if (lessons.loading) return <Skeleton active />;
  const lesson = lessons.rows.find((r) => r.id === Number(lessonId) && r.element_type !== 'unit');
  if (!lesson)
    return (
      <NotFoundResult
        title="No such lesson"
        detail="It does not exist, is not published, or is not a lesson of your classes."
        back={<Link to="/my-classes">My classes</Link>}
      />
    );
  const course = lessons.rows.filter((r) => r.section_id === lesson.section_id && r.element_type !== 'unit');
  const at = course.indexOf(lesson);
  const [before, after] = [course[at - 1], course[at + 1]];
  return (
    <article>
      <Typography.Title level={1}>{lesson.title}</Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'course', label: 'Course', children: lesson.course_title },
          { key: 'class', label: 'Class', children: lesson.section_name },
        ]}
      />
      {lesson.body ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>{lesson.body}</Typography.Paragraph>
      ) : null}
      {lesson.url ? (
        <Typography.Paragraph>
          <a href={lesson.url} target="_blank" rel="noopener noreferrer">
            {OPEN[lesson.element_type] ?? 'Open'}
          </a>
        </Typography.Paragraph>
      ) : null}
      <nav aria-label="Lessons">
        <Space wrap>
          {before ? <Link to={`/my-classes/lessons/${before.id}`}>Previous: {before.title}</Link> : null}
          {after ? <Link to={`/my-classes/lessons/${after.id}`}>Next: {after.title}</Link> : null}
          <Link to="/my-classes">Back to my classes</Link>
        </Space>
      </nav>
    </article>
  );
}
