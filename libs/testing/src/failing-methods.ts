// Methods of a stub service that answer UNAVAILABLE, as a service that is down would.
import { unavailable } from '@workmesh/platform';

export class FailingMethods<Method extends string> {
  private readonly failing = new Set<Method>();

  /** `service` names the stubbed service in the error. */
  constructor(private readonly service: string) {}

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: Method[]): () => void {
    for (const method of methods) this.failing.add(method);
    return () => methods.forEach((method) => this.failing.delete(method));
  }

  /** Throws UNAVAILABLE while the method is made to fail. */
  check(method: Method): void {
    if (this.failing.has(method))
      throw unavailable('SERVICE_UNAVAILABLE', `${this.service} is down`);
  }
}
