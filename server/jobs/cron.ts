// Cron expressions for the schedulers screen: read by cron-parser (the reason when it cannot),
// described in plain language by cronstrue, with the next runs (UTC, as the engine runs them).
import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';

export type CronReading = { description: string; next: string[] } | { error: string };

export function readCron(expr: string, count = 5): CronReading {
  if (expr.trim().split(/\s+/).length !== 5) {
    return { error: 'A cron expression has five fields: minute, hour, day of month, month, day of week' };
  }
  try {
    const it = CronExpressionParser.parse(expr, { tz: 'UTC' });
    const next = Array.from({ length: count }, () => it.next().toDate().toISOString());
    return { description: `${cronstrue.toString(expr, { use24HourTimeFormat: true })} (UTC)`, next };
  } catch (err) {
    return { error: (err as Error).message };
  }
}
