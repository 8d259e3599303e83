// "Open work" for the gradebook cell last focused: opens that student's work for that assignment
// in the grading view (/assignments/:id/grade/:studentId). It follows focus itself (a listener on
// the document), so moving between cells re-renders this button only, not the grid.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';

interface Named {
  id: number;
}

export function OpenWork<
  R extends Named & { first_name: string; last_name: string },
  C extends Named & { title: string },
>({ rows, columns }: { rows: readonly R[]; columns: readonly C[] }) {
  const navigate = useNavigate();
  const [cell, setCell] = useState<[number, number]>();
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const at = (e.target as HTMLElement | null)?.dataset?.cell;
      if (!at) return;
      const [r, c] = at.split(':').map(Number);
      setCell([r, c]);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const row = cell ? rows[cell[0]] : undefined;
  const column = cell ? columns[cell[1]] : undefined;
  return (
    <Button
      icon={<FileSearchOutlined />}
      disabled={!row || !column}
      title="Focus a grade cell first, then open that student's work"
      onClick={() => row && column && navigate(`/assignments/${column.id}/grade/${row.id}`)}
    >
      {row && column ? `Open work: ${column.title}, ${row.first_name} ${row.last_name}` : 'Open work'}
    </Button>
  );
}
