// The teacher's due dates of one month as a list of days (the phone's view, and the grid's summary):
// each assignment with its section, how many handed in (late among them) and are graded, a tag when it
// is not published, and each student's extension, every one a link to its hand-in or the student's work.
import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { entryLink, type DueEntry } from './due-dates.ts';

const counts = ({ row }: DueEntry) =>
  `${row.section_name}: ${row.handed_in} of ${row.enrolled} handed in` +
  (row.late ? ` (${row.late} late)` : '') +
  `, ${row.graded} graded`;

/** one entry, short (in a grid day) or with its counts (in the list) */
export function DueEntryLink({ entry, full }: { entry: DueEntry; full?: boolean }) {
  const { row, extension } = entry;
  return (
    <>
      <Link to={entryLink(entry)}>{extension ? `${row.title}: ${extension.name} (extended)` : row.title}</Link>
      {row.status !== 'published' && !extension ? <Tag style={{ marginInlineStart: 4 }}>not published</Tag> : null}
      {full && !extension ? (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {counts(entry)}
        </Typography.Text>
      ) : null}
      {full && extension ? (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {row.section_name}: extended to {dayjs(extension.due_at).format('HH:mm')}
        </Typography.Text>
      ) : null}
    </>
  );
}

export function DueDatesList({ days }: { days: [string, DueEntry[]][] }) {
  if (!days.length) return <Typography.Paragraph type="secondary">Nothing is due this month.</Typography.Paragraph>;
  return (
    <ul data-testid="due-dates-list" style={{ listStyle: 'none', padding: 0 }}>
      {days.map(([day, entries]) => (
        <li key={day} style={{ marginBottom: 12 }}>
          <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 4px' }}>
            {dayjs(day).format('dddd D MMMM')}
          </Typography.Title>
          <ul style={{ paddingInlineStart: 20 }}>
            {entries.map((e) => (
              <li key={`${e.row.id}-${e.extension?.student_id ?? 0}`}>
                <DueEntryLink entry={e} full />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
