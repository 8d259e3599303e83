// /my-calendar: the due dates of the student's work by month (components/calendar/month-grid.tsx; each due assignment a
// link in its day, so the keyboard reaches it, and the month's list under the grid), and the
// student's iCalendar feed (components/calendar/calendar-feed.tsx). The dates come from GET /api/my/assignments.
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { STATUS_COLOR, STATUS_TEXT, type MyWorkRow } from './types.ts';
import { CalendarFeed } from '../../components/calendar/calendar-feed.tsx';
import { MonthGrid } from '../../components/calendar/month-grid.tsx';

// the due time is the end of the due date (midnight after it): the day shown is the day before
const dueDay = (r: MyWorkRow) => dayjs(r.due_at).subtract(1, 'second').format('YYYY-MM-DD');

function DayList({ rows }: { rows: MyWorkRow[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={`/my-work/${r.id}`}>{r.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function CalendarPage() {
  const answer = useApiAnswer<{ data: MyWorkRow[] }>('/my/assignments');
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  if (answer.error)
    return (
      <LoadFailure
        status={answer.error.statusCode ?? 500}
        message={answer.error.message}
        what="Your due dates"
        onRetry={answer.retry}
      />
    );
  const rows = (answer.data?.data ?? []).filter((r) => r.due_at);
  const byDay = new Map<string, MyWorkRow[]>();
  for (const r of rows) byDay.set(dueDay(r), [...(byDay.get(dueDay(r)) ?? []), r]);
  const inMonth = rows.filter((r) => dueDay(r).startsWith(month.format('YYYY-MM')));
  return (
    <article data-testid="due-calendar">
      <Typography.Title level={1}>Due dates</Typography.Title>
      {answer.loading ? (
        <Skeleton active />
      ) : (
        <>
          <MonthGrid
            month={month}
            onMonth={setMonth}
            day={(d) => {
              const due = byDay.get(d.format('YYYY-MM-DD'));
              return due ? <DayList rows={due} /> : null;
            }}
          />
          <section aria-labelledby="due-this-month" style={{ marginTop: 16 }}>
            <Typography.Title level={2} id="due-this-month" style={{ fontSize: 16 }}>
              Due in {month.format('MMMM YYYY')}
            </Typography.Title>
            {inMonth.length ? (
              <ul data-testid="due-this-month">
                {inMonth.map((r) => (
                  <li key={r.id}>
                    {dayjs(dueDay(r)).format('ddd D MMM')}: <Link to={`/my-work/${r.id}`}>{r.title}</Link>{' '}
                    <Tag color={STATUS_COLOR[r.status]}>{STATUS_TEXT[r.status]}</Tag>
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Paragraph type="secondary">Nothing is due this month.</Typography.Paragraph>
            )}
          </section>
        </>
      )}
      <CalendarFeed />
    </article>
  );
}
