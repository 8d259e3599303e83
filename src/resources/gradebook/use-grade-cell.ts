// One gradebook cell's editing: the text shown at once on every keystroke, saved after a pause
// (or when the cell is left) through the grades entity (create, then changes with the version it
// saw), with its state for the screen: saving, saved, refused (the server's words), or changed by
// someone else (the cell then shows their value).
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../providers/http-client.ts';
import { saveGrade, type SavedGrade } from './grade-api.ts';
import { gradeText, parseGrade, type GradeValue } from '../../shared/grade-text.ts';

export interface Cell extends GradeValue {
  id: number;
  version: number;
}

export type CellState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error' | 'conflict'; message: string };

const DEBOUNCE_MS = 600;

const toCell = (r: SavedGrade): Cell => ({ ...r, id: Number(r.id), score: r.score === null ? null : Number(r.score) });

export function useGradeCell(opts: {
  assignmentId: number;
  studentId: number;
  cell: Cell | undefined;
  onSaved: (cell: Cell) => void;
}) {
  const { assignmentId, studentId, cell, onSaved } = opts;
  const [text, setText] = useState(gradeText(cell));
  const [state, setState] = useState<CellState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ cell, text });
  // what this cell last saved (the prop catches up a render later), and the save under way:
  // saves run one after another, so Enter and the blur that follows never create the grade twice
  const mine = useRef<Cell | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  latest.current = { cell, text };

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(saveNow);
    return queue.current;
  };

  const saveNow = async () => {
    const typed = latest.current.text;
    const current =
      mine.current && (!latest.current.cell || latest.current.cell.version < mine.current.version)
        ? mine.current
        : latest.current.cell;
    const parsed = parseGrade(typed);
    if ('error' in parsed) return setState({ kind: 'error', message: parsed.error });
    if (gradeText(parsed) === gradeText(current)) return;
    if (!current && parsed.score === null && parsed.mark === null) return;
    setState({ kind: 'saving' });
    try {
      const saved = await saveGrade(current, parsed, { assignmentId, studentId });
      mine.current = toCell(saved);
      onSaved(mine.current);
      setState({ kind: 'saved' });
    } catch (err) {
      const e = err as HttpError;
      const body = e.body as { error?: { current?: SavedGrade; fields?: Record<string, string> } } | undefined;
      if (e instanceof HttpError && e.code === 'version_conflict' && body?.error?.current) {
        const theirs = toCell(body.error.current);
        mine.current = theirs;
        onSaved(theirs);
        setText(gradeText(theirs));
        setState({ kind: 'conflict', message: `Someone else changed this grade to "${gradeText(theirs) || 'empty'}"` });
      } else {
        const fields = body?.error?.fields;
        setState({ kind: 'error', message: (fields && Object.values(fields)[0]) ?? e.message });
      }
    }
  };

  return {
    text,
    state,
    type(value: string) {
      setText(value);
      setState({ kind: 'idle' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), DEBOUNCE_MS);
    },
    flush: () => void save(),
  };
}
