// A person deletes their account (docs/account-erasure.md): identity checks the password
// and the second factor, asks teams for teams they own alone, erases the account and
// tells every service (user.erased). How its answer is presented: account.presenters.ts;
// what openapi.yaml says: account.docs.ts.
import type { Route } from '../http-route';
import { ACCOUNT_NOTES as NOTES } from './account.docs';
import { accountDeleted, deleteAccountErrors } from './account.presenters';
import { route } from './route';

export const ACCOUNT_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/user/delete'],
    auth: true,
    service: 'identity',
    rpc: 'DeleteAccount',
    source: 'body',
    // The caller's cached confirmation and tokens are forgotten here at once; identity's
    // user.sessions_revoked makes the other replicas forget.
    forgetsCallers: 'caller',
    reply: accountDeleted,
    errors: deleteAccountErrors,
    notes: NOTES.DeleteAccount,
  }),
];
