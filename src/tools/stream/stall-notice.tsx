// A generation whose model server has gone quiet says so: after a few seconds without a first word
// (or, mid-answer, without a new one) the tool page, the chat and the tutor show what is happening
// and a Stop button next to it, instead of leaving "Waiting for the first words…" for as long as
// the server keeps the request open (its model client gives up after two minutes).
import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { StreamState } from './use-tool-stream.ts';

/** how long a stream may stay silent before the notice appears */
export const STALL_HINT_MS = 6000;

/** True once `active` has held for `ms` with `activity` unchanged; any change of either restarts it. */
export function useQuietFor(active: boolean, activity: unknown, ms = STALL_HINT_MS): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    setQuiet(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setQuiet(true), ms);
    return () => clearTimeout(timer);
  }, [active, activity, ms]);
  return quiet;
}

export function StallNotice({ state, onStop }: { state: StreamState; onStop(): void }) {
  const quiet = useQuietFor(state.status === 'streaming', state.text.length);
  if (!quiet) return null;
  const first = !state.text;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="stream-stalled"
      style={{ marginBottom: 12 }}
      message={first ? 'The model server has not started answering yet' : 'The model server has paused'}
      description={
        'It may be busy or not responding. You can keep waiting (it is given up to two minutes) ' +
        'or stop and try again later.' +
        (first ? '' : ' What was written so far is kept.')
      }
      action={
        <Button size="small" danger icon={<StopOutlined />} onClick={onStop}>
          Stop
        </Button>
      }
    />
  );
}
