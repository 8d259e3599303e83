// Grade level: the grades_levels_tt lookup (the grades the teacher teaches; the school's grades
// when there are none), plus 'Other' (key -1) which takes free text. The value is
// the grade's label, which is what the prompt needs.
import { useEffect, useState } from 'react';
import { Input, Select, Space } from 'antd';
import { listRows } from '../../providers/auth/list-query.ts';
import { OTHER_GRADE_KEY, GRADE_MAX } from '../../shared/tools/field-types.ts';

interface Option {
  key: number;
  value: string;
}

let cached: Promise<Option[]> | undefined;

function loadGrades(): Promise<Option[]> {
  cached ??= (async () => {
    const own = await listRows<Option>('lookups', 'grades_levels_tt', []);
    return own.length ? own : await listRows<Option>('lookups', 'grades', []);
  })().catch((err) => {
    // Data-loading failures are logged only; 'Other' still lets the teacher type a grade.
    console.error('[tools] grade levels failed to load', err);
    cached = undefined;
    return [];
  });
  return cached;
}

export function GradeSelect({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [other, setOther] = useState(false);
  useEffect(() => {
    void loadGrades().then(setOptions);
  }, []);
  const match = options.find((o) => o.value === value);
  const showOther = other || (!!value && !match);
  const selected = match ? match.key : showOther ? OTHER_GRADE_KEY : undefined;

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<number>
        id={id}
        data-testid="grade-select"
        placeholder="Choose a grade"
        value={selected}
        style={{ minWidth: 180 }}
        options={[
          ...options.map((o) => ({ value: o.key, label: o.value })),
          { value: OTHER_GRADE_KEY, label: 'Other' },
        ]}
        onChange={(key) => {
          const isOther = key === OTHER_GRADE_KEY;
          setOther(isOther);
          onChange?.(isOther ? '' : (options.find((o) => o.key === key)?.value ?? ''));
        }}
      />
      {showOther && (
        <Input
          aria-label="Other grade level"
          placeholder="e.g. Adult learners"
          maxLength={GRADE_MAX}
          value={match ? '' : value}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </Space.Compact>
  );
}
