// One child process of the stack: its output prefixed line by line, a clean stop
// (SIGTERM, then SIGKILL past a deadline), and a note when it dies on its own.
import { spawn, type ChildProcess } from 'node:child_process';

export type LineSink = (source: string, line: string, stream: 'stdout' | 'stderr') => void;

export class ManagedProcess {
  private child?: ChildProcess;
  private exited?: Promise<number | null>;
  private stopping = false;

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly sink: LineSink,
    private readonly args: string[] = [],
  ) {}

  /** The running child's process id. */
  get pid(): number | undefined {
    return this.running ? this.child!.pid : undefined;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    this.stopping = false;
    const child = spawn(process.execPath, [this.script, ...this.args], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of ['stdout', 'stderr'] as const) {
      let partial = '';
      child[stream]!.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (line) this.sink(this.name, line, stream);
      });
    }
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (!this.stopping)
          this.sink(this.name, `exited unexpectedly (code ${code}, signal ${signal})`, 'stderr');
        resolve(code);
      }),
    );
  }

  /** SIGTERM and wait; SIGKILL if it has not exited within timeoutMs. */
  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.child || !this.running) return;
    this.stopping = true;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}
