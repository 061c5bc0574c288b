/**
 * Loaded into the cluster's processes by workers.bench.ts --cpu-prof (NODE_OPTIONS=--import,
 * since node refuses --cpu-prof there): the first SIGUSR2 starts a CPU profile of the process,
 * the next writes it to BENCH_CPU_PROF_DIR/<pid>.cpuprofile. So the bench profiles exactly the
 * flood, not start-up. Read the files with top-self-time.ts.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    if (!profiling) {
      profiling = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
