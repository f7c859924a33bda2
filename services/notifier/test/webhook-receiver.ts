// The webhook targets of the tests: @workmesh/testing's local HTTP receiver, with answers
// scripted per path, so that each test's subscription (a path of its own) fails, hangs or
// succeeds as that test needs while the operator's path keeps answering 200.
import {
  eventually,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookAnswer,
} from '@workmesh/testing';

export type { ReceivedWebhook, WebhookAnswer };

export interface ScriptedReceiver {
  /** The base of every target URL: `${base}/<name>` is the path `${basePath}/<name>`. */
  base: string;
  readonly received: ReceivedWebhook[];
  /** The path of a target URL made from `base`. */
  pathOf(url: string): string;
  /** The answers for a path, in turn; the last one repeats. Default: 200. */
  answer(path: string, ...answers: WebhookAnswer[]): void;
  hooksTo(path: string): ReceivedWebhook[];
  /** Waits until `count` hooks to the path arrived; answers them. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startScriptedReceiver(): Promise<ScriptedReceiver> {
  const receiver = await startWebhookReceiver();
  const scripts = new Map<string, WebhookAnswer[]>();
  const turns = new Map<string, number>();
  receiver.answerWith(({ path }) => {
    const script = scripts.get(path) ?? [];
    const turn = turns.get(path) ?? 0;
    turns.set(path, turn + 1);
    return script[Math.min(turn, script.length - 1)] ?? { status: 200 };
  });
  const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path);

  return {
    base: receiver.url,
    received: receiver.received,
    pathOf: (url) => new URL(url).pathname,
    answer: (path, ...answers) => scripts.set(path, answers),
    hooksTo,
    async waitFor(path, count, timeoutMs = 10_000) {
      await eventually(
        () => hooksTo(path).length >= count,
        timeoutMs,
        `${count} webhook(s) to ${path} (got ${hooksTo(path).length})`,
      );
      return hooksTo(path);
    },
    close: () => receiver.close(),
  };
}
