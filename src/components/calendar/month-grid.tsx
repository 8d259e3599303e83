// A month of due dates as a plain table (weeks from Monday; days of other months left empty), with
// buttons for the previous, next and current month. Every due assignment is a link in its day, so
// the keyboard reaches each one; on a phone the columns shrink and long titles wrap.
import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** the month's weeks (Monday first), each seven days or null outside the month */
function weeksOf(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const lead = (first.day() + 6) % 7;
  const days: (Dayjs | null)[] = [...Array(lead).fill(null)];
  for (let d = 0; d < month.daysInMonth(); d++) days.push(first.add(d, 'day'));
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** the previous, current and next month buttons (apart from the grid when a page loads each month) */
export function MonthSwitch({ month, onMonth }: { month: Dayjs; onMonth: (m: Dayjs) => void }) {
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Button onClick={() => onMonth(month.subtract(1, 'month'))}>Previous month</Button>
      <Button onClick={() => onMonth(dayjs())}>This month</Button>
      <Button onClick={() => onMonth(month.add(1, 'month'))}>Next month</Button>
    </Space>
  );
}

export function MonthGrid({
  month,
  onMonth,
  day,
}: {
  month: Dayjs;
  /** the switch above the grid; none when the page shows its own */
  onMonth?: (m: Dayjs) => void;
  day: (d: Dayjs) => ReactNode;
}) {
  const cell = { border: '1px solid #d9d9d9', verticalAlign: 'top', padding: 4, overflowWrap: 'anywhere' } as const;
  return (
    <div>
      {onMonth ? <MonthSwitch month={month} onMonth={onMonth} /> : null}
      <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }} data-testid="month-grid">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Typography.Text strong aria-live="polite">
            {month.format('MMMM YYYY')}
          </Typography.Text>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" style={{ ...cell, fontWeight: 600 }}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => (
                <td key={j} style={{ ...cell, height: 64 }}>
                  {d ? (
                    <>
                      <div aria-hidden="true">{d.date()}</div>
                      <span className="sr-only">{d.format('D MMMM')}</span>
                      {day(d)}
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
