// One student's transcript: the courses of each term with final grades and credits, the term and
// cumulative GPA under each term, and the whole record's GPA at the top.
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { gpaText, type Transcript, type TranscriptCourse } from './transcript-types.ts';

const LEVEL = { regular: null, honors: <Tag>Honors</Tag>, ap: <Tag color="purple">AP</Tag> } as const;

const columns: GridColumn<TranscriptCourse>[] = [
  { field: 'course_code', title: 'Code', width: 90 },
  {
    field: 'course_title',
    title: 'Course',
    render: (v, c) => (
      <>
        {v} {LEVEL[c.level]}
      </>
    ),
  },
  { field: 'credits', title: 'Credits', width: 80 },
  { field: 'percent', title: 'Average', width: 90, render: (v) => (v === null ? '—' : `${v}%`) },
  { field: 'letter', title: 'Grade', width: 90, render: (v) => (v as string | null) ?? 'not graded' },
];

export function TranscriptView({ t }: { t: Transcript }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Student">{t.student.name}</Descriptions.Item>
        <Descriptions.Item label="Grade level">{t.student.grade_level ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Cumulative">{gpaText(t.cumulative)}</Descriptions.Item>
        <Descriptions.Item label="Grading scale">
          {t.scale.map((s) => `${s.letter} ≥ ${s.min}% (${s.points})`).join(', ')}
        </Descriptions.Item>
      </Descriptions>
      {t.terms.length === 0 ? (
        <Typography.Paragraph type="secondary">No courses on record yet.</Typography.Paragraph>
      ) : null}
      {t.terms.map((term) => (
        <Card key={term.term} size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{term.term}</h2>}>
          <DataGrid<TranscriptCourse> plain rowKey="section_id" rows={localRows(term.courses)} columns={columns} />
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            Term: {gpaText(term.gpa)}
            <br />
            Cumulative: {gpaText(term.cumulative)}
          </Typography.Paragraph>
        </Card>
      ))}
    </Space>
  );
}
