// A section's week: the days of the week with the class's time and room on the days it meets.
import { Typography } from 'antd';
import { WEEK_DAYS, daysOf } from '../../shared/entities/sections.ts';
import type { SectionRow } from './section-row.ts';

export default function ScheduleTab({ section }: { section: SectionRow }) {
  const meets = new Set(daysOf(section.meeting_days));
  const days = WEEK_DAYS.filter((d) => meets.has(d) || !['Sat', 'Sun'].includes(d));
  if (!meets.size) return <Typography.Paragraph>No meeting times are set for this section.</Typography.Paragraph>;
  return (
    <div
      role="table"
      aria-label="Weekly schedule"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`, gap: 4 }}
    >
      <div role="row" style={{ display: 'contents' }}>
        {days.map((d) => (
          <div role="columnheader" key={d} style={{ fontWeight: 600, textAlign: 'center' }}>
            {d}
          </div>
        ))}
      </div>
      <div role="row" style={{ display: 'contents' }}>
        {days.map((d) => (
          <div
            role="cell"
            key={d}
            style={{
              minHeight: 64,
              padding: 4,
              borderRadius: 6,
              fontSize: 12,
              overflowWrap: 'anywhere',
              background: meets.has(d) ? '#e6f4ff' : '#fafafa',
            }}
          >
            {meets.has(d) ? `${section.start_time ?? ''}–${section.end_time ?? ''} ${section.room}` : ''}
          </div>
        ))}
      </div>
    </div>
  );
}
