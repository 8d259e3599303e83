// Who owns a DATA_DIR's embedded PostgreSQL (embedded-postgres.ts): one process at a time. The
// owner's pid (and its start time, so a reused pid is not mistaken for it) sits in
// $DATA_DIR/pg/lms-owner.json; a second `npm start` on the same folder is refused with a clear
// message, and a lock left by a killed process is taken over. A server left running by a killed
// app (an orphan, found through postmaster.pid) is stopped before the cluster starts again.
import fs from 'node:fs';
import path from 'node:path';

interface Owner {
  pid: number;
  started: string | null;
}

/** The process's start time as the kernel counts it (Linux), to tell a reused pid apart. */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether a process runs (an exited one that nobody reaped yet, a zombie, does not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

const ownerAlive = (o: Owner) => isAlive(o.pid) && (o.started === null || startTime(o.pid) === o.started);

/** Takes the folder for this process, or throws saying which process has it. Answers the release. */
export function takeOwnership(pgDir: string, dataDir: string): () => void {
  const file = path.join(pgDir, 'lms-owner.json');
  const me: Owner = { pid: process.pid, started: startTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          const now = JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
          if (now.pid === me.pid) fs.rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let other: Owner | undefined;
    try {
      other = JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
    } catch {
      // unreadable or half written: treated as stale
    }
    // this process too: a second start in one process would take the first one's server for an orphan
    if (other && ownerAlive(other))
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another LMS server (pid ${other.pid}): its database runs ` +
          `from ${pgDir}. Stop that server first (kill ${other.pid}), or give this one its own DATA_DIR.`,
      );
    fs.rmSync(file, { force: true }); // left by a process that is gone
  }
  throw new Error(`Could not take ${file}: another process keeps creating it`);
}

/** The pid in a cluster's postmaster.pid when that process still runs, else undefined. */
export function runningPostmaster(clusterDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // a reused pid belongs to some other program: only a postgres process is ours to stop
  try {
    const exe = fs.readlinkSync(`/proc/${pid}/exe`);
    if (!/postgres/.test(path.basename(exe))) return undefined;
  } catch {
    // no /proc (not Linux): trust postmaster.pid
  }
  return pid;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops a postmaster: fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. The fast
 * shutdown's checkpoint can take long after heavy writes on a busy machine (over 30 s was seen):
 * an immediate one would cost a crash recovery at the next start, so it gets minutes. */
export async function stopPostmaster(pid: number, graceMs = 180_000): Promise<void> {
  const steps: Array<[NodeJS.Signals, number]> = [
    ['SIGINT', graceMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const end = Date.now() + wait; Date.now() < end;) {
      if (!isAlive(pid)) return;
      await sleep(25);
    }
  }
}
