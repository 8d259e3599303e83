// A section's teachers: the primary teacher and the co-teachers.
import { List } from 'antd';
import type { SectionRow } from './section-row.ts';

export default function TeachersTab({ section }: { section: SectionRow }) {
  const items = [
    ...(section.teacher ? [{ name: section.teacher, role: 'Teacher' }] : []),
    ...(section.co_teachers ? section.co_teachers.split(', ').map((name) => ({ name, role: 'Co-teacher' })) : []),
  ];
  return (
    <List
      aria-label="Teachers"
      dataSource={items}
      locale={{ emptyText: 'No teacher yet' }}
      renderItem={(t) => (
        <List.Item>
          <List.Item.Meta title={t.name} description={t.role} />
        </List.Item>
      )}
    />
  );
}
