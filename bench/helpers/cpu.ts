// CPU time used on this machine by the parts of a bench, read from /proc (Linux): the server
// process, every PostgreSQL process, and the bench process itself (the sending clients). A burst of
// work that used C ms of CPU on N cores cannot end sooner than C / N ms, however it is scheduled:
// the floor a bench's burst is compared with (docs/benchmarks.md).
import fs from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/** utime + stime of one process (all its threads), in ms; 0 when it is gone */
function processMs(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // fields 14 and 15 of proc(5)
  } catch {
    return 0;
  }
}

function postgresMs(): number {
  let ms = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ms += processMs(pid);
    } catch {
      // the process ended while we looked
    }
  }
  return ms;
}

export interface CpuSplit {
  server: number;
  database: number;
  client: number;
  total: number;
}

const own = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Starts counting; the returned function gives the CPU ms each part used since. */
export function cpuMeter(serverPid: number): () => CpuSplit {
  const start = { server: processMs(serverPid), database: postgresMs(), client: own() };
  return () => {
    const server = processMs(serverPid) - start.server;
    const database = postgresMs() - start.database;
    const client = own() - start.client;
    return { server, database, client, total: server + database + client };
  };
}

export const cores = () => os.availableParallelism();
