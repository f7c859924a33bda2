// Preloaded with NODE_OPTIONS=--require (--cpu-prof is not allowed there): when
// BENCH_CPU_PROFILE_DIR is set, SIGUSR2 starts the inspector's CPU profiler and the next
// SIGUSR2 stops it and writes BENCH_CPU_PROFILE_DIR/<pid>-<n>.cpuprofile. Until signalled
// nothing is sampled, so the measured runs pay no profiling overhead (the profiler
// roughly halved the gateway's throughput when it ran throughout).
import { Session } from 'node:inspector';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let profiling = false;
  let written = 0;
  process.on('SIGUSR2', () => {
    if (!profiling) {
      profiling = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      written += 1;
      // Written aside, then renamed: the bench never reads half a file.
      const file = path.join(dir, `${process.pid}-${written}.cpuprofile`);
      writeFileSync(`${file}.partial`, JSON.stringify(result.profile));
      renameSync(`${file}.partial`, file);
    });
  });
}
