// The time left in a quiz attempt, counted down each second to the server's deadline (the server
// refuses an answer after it whatever this clock says). Read out to a screen reader once a minute.
import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';

const left = (deadline: string) => Math.max(0, Math.floor((new Date(deadline).getTime() - Date.now()) / 1000));
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function QuizTimer({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const [seconds, setSeconds] = useState(() => left(deadline));
  useEffect(() => {
    const timer = setInterval(() => {
      const s = left(deadline);
      setSeconds(s);
      if (s === 0) {
        clearInterval(timer);
        onTimeUp();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, onTimeUp]);
  return (
    <Tag icon={<ClockCircleOutlined />} color={seconds < 60 ? 'red' : 'blue'} data-testid="quiz-timer">
      <span aria-hidden="true">Time left {clock(seconds)}</span>
      <span className="sr-only" role="timer" aria-live="polite">
        {`${Math.ceil(seconds / 60)} minutes left`}
      </span>
    </Tag>
  );
}
