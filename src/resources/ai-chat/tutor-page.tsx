// /ai/ei-tutor: a Socratic tutor per course, answering from the course's lesson transcripts and
// citing the lesson and time (docs/ai-chat.md). The course is kept in the URL (?course=id).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Select, Skeleton, Space, Typography } from 'antd';
import { ChatWorkspace } from './chat-workspace.tsx';
import * as api from './chat-api.ts';

type Course = { id: number; title: string };

export default function TutorPage() {
  const [params, setParams] = useSearchParams();
  const [courses, setCourses] = useState<Course[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.listTutorCourses().then(setCourses, (err: Error) => setError(err.message));
  }, []);
  const chosen = Number(params.get('course')) || undefined;
  const courseId = chosen ?? (courses?.length === 1 ? courses[0].id : undefined);

  const toolbar = error ? (
    <Alert type="error" showIcon role="alert" message={`Could not load your courses: ${error}`} />
  ) : !courses ? (
    <Skeleton active paragraph={{ rows: 1 }} />
  ) : !courses.length ? (
    <Alert type="info" showIcon message="You have no courses the tutor can help with yet." />
  ) : (
    <Space wrap style={{ marginBottom: 16 }}>
      <label htmlFor="tutor-course">Course</label>
      <Select
        id="tutor-course"
        aria-label="Course"
        style={{ minWidth: 240, maxWidth: '100%' }}
        placeholder="Choose a course"
        value={courseId}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={(id: number) => setParams({ course: String(id) })}
      />
      <Typography.Text type="secondary">
        The tutor answers from this course&apos;s lessons, cites them, and guides you rather than giving answers.
      </Typography.Text>
    </Space>
  );
  return (
    <ChatWorkspace
      key={courseId ?? 0}
      mount="tutor"
      heading="EI tutor"
      toolbar={toolbar}
      courseId={courseId}
      newBody={{ courseId }}
      blocked={courseId ? undefined : 'Choose a course to ask the tutor about its lessons.'}
      emptyHint="Ask a question about this course's lessons."
    />
  );
}
