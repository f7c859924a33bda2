// Preloaded with NODE_OPTIONS=--require (--cpu-prof is not allowed there): profiles the
// process with the inspector and writes BENCH_CPU_PROFILE_DIR/<pid>.cpuprofile on exit.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  process.on('exit', () => {
    // Same-thread sessions answer synchronously, so this runs before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
