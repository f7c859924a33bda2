// The RPCs of workmesh.tracking.v1 whose use cases are still to come (timesheets and
// reports, issue 18): they answer UNIMPLEMENTED with a reason, never a 500. Delete this
// file once grpc.ts wires every RPC to a use case.
import { DomainError, Reason } from '@workmesh/platform';

export const notYetImplemented = (rpc: string) => (): Promise<never> =>
  Promise.reject(
    new DomainError('unimplemented', Reason.UNIMPLEMENTED, `${rpc} is not implemented yet`),
  );
