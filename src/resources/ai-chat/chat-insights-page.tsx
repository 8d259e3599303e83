// /insights/chat-insights (insights.read): use of the chat, the EI tutor and the open-model chat by
// week, role and tool; students' questions by class and week; the words asked about most; and the
// tutor's questions its lessons did not cover, with a CSV export. See docs/ai-chat.md.
import { Alert, Button, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Chart } from '../../components/charts/chart.tsx';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useApiAnswer, answerRows } from '../../components/table/use-api-answer.ts';
import { toCsv } from '../../lib/csv.ts';
import { saveBlob } from '../../lib/file-download.ts';

// type aliases (not interfaces) so the rows pass as the charts' plain records
type Usage = { week: string; role: string; tool: string; messages: number; users: number };
type ByClass = { week: string; section: string; messages: number; students: number };
type Topic = { word: string; count: number };
type Unanswered = { question: string; course: string; askedAt: string };
interface Insights {
  usage: Usage[];
  byClass: ByClass[];
  topics: Topic[];
  unanswered: Unanswered[];
}

/** Sums `messages` over the rows sharing week and `key`, for one series per tool or role. */
function sumBy(rows: Usage[], key: 'tool' | 'role') {
  const m = new Map<string, { week: string; name: string; messages: number }>();
  for (const r of rows) {
    const k = `${r.week}|${r[key]}`;
    const cur = m.get(k) ?? { week: r.week, name: r[key], messages: 0 };
    cur.messages += r.messages;
    m.set(k, cur);
  }
  return [...m.values()];
}

const exportUsage = (rows: Usage[]) =>
  saveBlob(
    new Blob(
      [
        toCsv(rows, [
          { title: 'Week', value: (r) => r.week },
          { title: 'Role', value: (r) => r.role },
          { title: 'Tool', value: (r) => r.tool },
          { title: 'Messages', value: (r) => r.messages },
          { title: 'Users', value: (r) => r.users },
        ]),
      ],
      { type: 'text/csv;charset=utf-8' },
    ),
    'chat-usage.csv',
  );

const unansweredColumns: GridColumn<Unanswered & { id: number }>[] = [
  { field: 'askedAt', title: 'Asked', render: (_v, r) => new Date(r.askedAt).toLocaleString() },
  { field: 'course', title: 'Course' },
  { field: 'question', title: 'Question' },
];

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 };

export default function ChatInsightsPage() {
  const answer = useApiAnswer<Insights>('/insights/chat');
  const data = answer.data;
  const total = data?.usage.reduce((n, r) => n + r.messages, 0) ?? 0;
  return (
    <div style={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Chat insights
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Questions asked in the AI chat, the EI tutor and the open-model chat over the last 12 weeks.
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} disabled={!data?.usage.length} onClick={() => exportUsage(data!.usage)}>
          Export usage (CSV)
        </Button>
      </div>
      {answer.error ? (
        <Alert type="error" showIcon role="alert" message={`Could not load chat insights: ${answer.error.message}`} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <section aria-label="Use over time" style={grid}>
            <Chart
              kind="line"
              id="chat-by-tool"
              title="Questions per week by tool"
              summary={`${total} questions in all`}
              data={sumBy(data.usage, 'tool')}
              x="week"
              y="messages"
              series="name"
            />
            <Chart
              kind="column"
              id="chat-by-role"
              title="Questions per week by role"
              data={sumBy(data.usage, 'role')}
              x="week"
              y="messages"
              series="name"
            />
          </section>
          <section aria-label="Classes and topics" style={grid}>
            <Chart
              kind="column"
              id="chat-by-class"
              title="Students' questions by class and week"
              summary={`${data.byClass.length} class-weeks with students' questions`}
              data={data.byClass}
              x="week"
              y="messages"
              series="section"
            />
            <Chart
              kind="column"
              id="chat-topics"
              title="Top topics (words asked about most)"
              summary={data.topics.map((t) => `${t.word} (${t.count})`).join(', ') || 'No questions yet'}
              data={data.topics}
              x="word"
              y="count"
            />
          </section>
        </>
      )}
      <DataGrid<Unanswered & { id: number }>
        id="chat-unanswered"
        resource="/insights/chat-insights"
        title="Questions the tutor could not answer"
        description="The EI tutor found nothing about these in the course's lessons: candidates for new lesson content."
        rows={answerRows(
          answer,
          data?.unanswered.map((r, i) => ({ ...r, id: i + 1 })),
        )}
        columns={unansweredColumns}
        rowLabel={(r) => r.question}
        pageSize={10}
        emptyText="The tutor has answered every question from the lessons"
      />
    </div>
  );
}
