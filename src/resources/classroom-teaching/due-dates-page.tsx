// /teaching-due-dates: the due dates of the sections a teacher teaches (an administrator: every section),
// one month at a time, from GET /api/teaching/due-dates: a month grid on a wide screen, a list of days on
// a phone (either can be chosen), each assignment linking to its hand-in and each student's extension to
// that student's work; and the teacher's own iCalendar feed of the same dates. The month switch stays in
// place while a month loads, so the keyboard keeps its place on it.
import { useState } from 'react';
import { Grid, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { MonthGrid, MonthSwitch } from '../../components/calendar/month-grid.tsx';
import { CalendarFeed } from '../../components/calendar/calendar-feed.tsx';
import { AnswerState, inner } from './answer-state.tsx';
import { entriesByDay, type DueRow } from './due-dates.ts';
import { DueDatesList, DueEntryLink } from './due-dates-list.tsx';

type View = 'Month' | 'List';

export default function DueDatesPage() {
  const wide = Grid.useBreakpoint().md ?? true;
  const [chosen, setChosen] = useState<View>();
  const view = chosen ?? (wide ? 'Month' : 'List');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const answer = useApiAnswer<{ data: DueRow[] }>('/teaching/due-dates', {
    from: month.format('YYYY-MM-DD'),
    to: month.endOf('month').format('YYYY-MM-DD'),
  });
  return (
    <article data-testid="teaching-due-dates">
      <Typography.Title level={1}>Due dates of my sections</Typography.Title>
      <Segmented<View>
        aria-label="Show as"
        options={['Month', 'List']}
        value={view}
        onChange={setChosen}
        style={{ marginBottom: 12, marginInlineEnd: 12 }}
      />
      <MonthSwitch month={month} onMonth={(m) => setMonth(m.startOf('month'))} />
      <Typography.Title level={2} id="due-month" style={{ fontSize: 16 }} aria-live="polite">
        Due in {month.format('MMMM YYYY')}
      </Typography.Title>
      <AnswerState answer={answer} what="The due dates">
        {(body) => {
          const byDay = entriesByDay(inner(body));
          if (view === 'List') {
            const days = [...byDay].filter(([d]) => d.startsWith(month.format('YYYY-MM')));
            days.sort(([a], [b]) => a.localeCompare(b));
            return <DueDatesList days={days} />;
          }
          return (
            <MonthGrid
              month={month}
              day={(d) => (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {(byDay.get(d.format('YYYY-MM-DD')) ?? []).map((e) => (
                    <li key={`${e.row.id}-${e.extension?.student_id ?? 0}`}>
                      <DueEntryLink entry={e} />
                    </li>
                  ))}
                </ul>
              )}
            />
          );
        }}
      </AnswerState>
      <CalendarFeed />
    </article>
  );
}
