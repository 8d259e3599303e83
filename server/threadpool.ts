// The size of libuv's thread pool, set before anything uses it. Every file operation runs on it: an upload's
// chunk writes, its fsync when staged (flush), the content check's read, the publish's realpath, mkdir, rename
// and stat. Node's default of 4 threads let four fsyncs of a burst of hand-ins hold the pool while every other
// file operation queued behind them: 35 students handing in 2 MB at once waited 1.8 s at p50, 0.8 s with 32
// threads (npm run bench classroom-handins, docs/benchmarks.md). The threads mostly wait on the disk, so more
// of them cost little CPU. An operator's UV_THREADPOOL_SIZE wins. The pool starts on its first use: this
// module is main.ts's first import, which the bundled server (npm start) runs before any file is read; under
// tsx its loader has started the pool already, so what starts the TypeScript passes the variable itself.
export const THREADPOOL_SIZE = '16';

process.env.UV_THREADPOOL_SIZE ??= THREADPOOL_SIZE;
