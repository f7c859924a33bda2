// GET /accept-invitation: the page an invitation mail links to by default (the notifier's
// INVITATION_ACCEPT_URL), so the link works without a client app. The page takes the token
// from its link (or a field), shows the invitation it names (GET invitation, public: team,
// role, inviter, whether it can still be accepted), signs the user in (POST login) or takes
// an access token they already have, and accepts (POST acceptInvitation), showing the new
// membership or the API's refusal.
//
// Plain HTML and one script file of this origin: no inline script or handler attribute.
// The page's own policy is helmet's default without upgrade-insecure-requests, which
// would send the script and the API calls of a plain-http host (npm start, a dev
// cluster) to https.
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { ROUTES } from './routes';

export const INVITATION_PAGE_PATH = '/accept-invitation';
export const INVITATION_SCRIPT_PATH = '/accept-invitation/accept-invitation.js';

/** The first path of the route calling `rpc`: the page calls what the route table serves. */
function pathOf(rpc: string): string {
  const found = ROUTES.find((route) => route.rpc === rpc);
  if (!found) throw new Error(`the invitation page needs the route of ${rpc}`);
  return found.paths[0]!;
}

export interface InvitationApiPaths {
  preview: string;
  login: string;
  accept: string;
}

export const invitationApiPaths = (): InvitationApiPaths => ({
  preview: pathOf('GetInvitationByToken'),
  login: pathOf('Login'),
  accept: pathOf('AcceptInvitation'),
});

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Accept your invitation</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 30rem; margin: 3rem auto; padding: 0 1rem; color: #1f2933; }
      label { display: block; margin: 0.75rem 0 0.25rem; }
      input { width: 100%; box-sizing: border-box; padding: 0.5rem; }
      button { margin-top: 1rem; padding: 0.6rem 1.2rem; }
      details { margin-top: 1rem; }
      #invitation { padding: 0.75rem 1rem; background: #f0f4f8; border-radius: 0.25rem; }
      #result { margin-top: 1.5rem; font-weight: 600; }
      .failed { color: #b42318; }
    </style>
  </head>
  <body>
    <main>
      <h1>Accept your invitation</h1>
      <p>
        You were invited to join a team. Sign in with the email address the invitation was
        sent to, and the invitation is accepted. No account yet? Register with that address
        first, then open the link again.
      </p>
      <p id="invitation" role="status" aria-live="polite" hidden></p>
      <form id="accept-form">
        <label for="invitation-token">Invitation token</label>
        <input id="invitation-token" name="invitation-token" required autocomplete="off" />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" />
        <details>
          <summary>Signed in already? Use your access token instead</summary>
          <label for="access-token">Access token (bearer)</label>
          <input id="access-token" name="access-token" autocomplete="off" />
        </details>
        <button id="accept-button" type="submit">Accept the invitation</button>
      </form>
      <p id="result" role="status" aria-live="polite"></p>
    </main>
    <script src="${INVITATION_SCRIPT_PATH}"></script>
  </body>
</html>
`;

/** The page's behaviour; the API's paths come from the route table. */
export const invitationScript = (paths: InvitationApiPaths) => `'use strict';
(function () {
  var PREVIEW_PATH = ${JSON.stringify(paths.preview)};
  var LOGIN_PATH = ${JSON.stringify(paths.login)};
  var ACCEPT_PATH = ${JSON.stringify(paths.accept)};
  var NOT_ACCEPTABLE = {
    accepted: 'This invitation has already been accepted.',
    revoked: 'This invitation was revoked. Ask the team for a new one.',
    expired: 'This invitation has expired. Ask the team to send it again.',
  };
  var field = function (id) { return document.getElementById(id); };
  var form = field('accept-form');
  var result = field('result');
  var invitation = field('invitation');

  function show(text, failed) {
    result.textContent = text;
    result.className = failed ? 'failed' : '';
  }

  function describe(found) {
    var invited = found.invited_by_name
      ? found.invited_by_name + ' invited ' + found.email
      : found.email + ' is invited';
    var article = found.role === 'owner' ? 'an ' : 'a ';
    return invited + ' to join ' + found.team_name + ' as ' + article + found.role + '.';
  }

  /** Shows the invitation the token names, and whether it can still be accepted. */
  function preview(token) {
    if (!token) return Promise.resolve();
    return get(PREVIEW_PATH + '?token=' + encodeURIComponent(token)).then(
      function (found) {
        invitation.hidden = false;
        invitation.className = '';
        invitation.textContent = describe(found);
        if (found.status !== 'pending') {
          show(NOT_ACCEPTABLE[found.status] || 'This invitation can no longer be accepted.', true);
          form.hidden = true;
          return;
        }
        if (!field('email').value) field('email').value = found.email;
      },
      function (error) {
        invitation.hidden = false;
        invitation.className = 'failed';
        invitation.textContent = error.message;
      },
    );
  }

  /** The message of any of the API's error shapes: {error, message}, {error: text}, {error: {field: [text]}}. */
  function refusal(body, status) {
    if (body && typeof body.message === 'string') return body.message;
    if (body && typeof body.error === 'string') return body.error;
    if (body && body.error && typeof body.error === 'object') {
      var texts = [];
      Object.keys(body.error).forEach(function (key) { texts = texts.concat(body.error[key]); });
      if (texts.length) return texts.join(' ');
    }
    return 'The request failed (HTTP ' + status + ').';
  }

  /** The answer of a call, or an Error with the API's message. */
  function answerOf(response) {
    return response.json().catch(function () { return null; }).then(function (answer) {
      if (!response.ok) throw new Error(refusal(answer, response.status));
      return answer;
    });
  }

  function get(path) {
    return fetch(path, { method: 'GET', headers: { Accept: 'application/json' } }).then(answerOf);
  }

  function post(path, body, bearer) {
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (bearer) headers.Authorization = 'Bearer ' + bearer;
    return fetch(path, { method: 'POST', headers: headers, body: JSON.stringify(body) }).then(
      answerOf,
    );
  }

  function accessToken() {
    var given = field('access-token').value.trim();
    if (given) return Promise.resolve(given);
    var email = field('email').value.trim();
    var password = field('password').value;
    if (!email || !password) {
      return Promise.reject(new Error('Enter your email and password (or an access token).'));
    }
    return post(LOGIN_PATH, { email: email, password: password }).then(function (user) {
      return user.token;
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var invitation = field('invitation-token').value.trim();
    field('accept-button').disabled = true;
    show('Accepting the invitation…', false);
    return accessToken()
      .then(function (bearer) { return post(ACCEPT_PATH, { token: invitation }, bearer); })
      .then(function (accepted) {
        var member = accepted.member || {};
        var joined = member.role ? ' You are a ' + member.role + ' of team ' + member.team_id + '.' : '';
        show((accepted.success || 'The invitation was accepted.') + joined, false);
        form.hidden = true;
      })
      .catch(function (error) {
        show(error.message, true);
      })
      .then(function () {
        field('accept-button').disabled = false;
      });
  });

  field('invitation-token').addEventListener('change', function () {
    show('', false);
    form.hidden = false;
    return preview(field('invitation-token').value.trim());
  });

  var token = new URLSearchParams(location.search).get('token');
  if (token) field('invitation-token').value = token;
  preview(token);
})();
`;

const pageContentSecurityPolicy: RequestHandler = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});

/** The page and its script, public (the script signs the user in). */
export function invitationPage(): Router {
  const router = Router();
  const script = invitationScript(invitationApiPaths());
  router.get(INVITATION_PAGE_PATH, pageContentSecurityPolicy, (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get(INVITATION_SCRIPT_PATH, (_req, res) => {
    res.type('js').send(script);
  });
  return router;
}
