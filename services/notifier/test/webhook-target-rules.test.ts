// The SSRF rule (docs/webhooks.md): with WEBHOOK_ALLOW_PRIVATE_TARGETS
// false, a subscription must not point at a loopback, private, link-local, unique-local,
// CGNAT or unspecified address, whether written as an address or as a host that resolves
// to one; the check is repeated at each delivery. The operator's WEBHOOK_URL is trusted.
import { isPublicAddress } from '../src/target-addresses';
import { asOwner, clientCreated, failureOf, webhooksForFile } from './webhooks-harness';

const h = webhooksForFile({ allowPrivateTargets: false });

describe('CreateWebhook with private targets not allowed', () => {
  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://127.1.2.3/hooks',
    'https://10.1.2.3/hooks',
    'http://172.16.0.5/hooks',
    'http://192.168.1.10/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hooks',
    'http://0.0.0.0/hooks',
    'http://[::1]/hooks',
    'http://[::]/hooks',
    'http://[fc00::1]/hooks',
    'http://[fe80::1]/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'http://2130706433/hooks', // 127.0.0.1, written as one number
    'http://localhost:3000/hooks', // a name that resolves to loopback
  ])('refuses %s: TARGET_NOT_ALLOWED', async (target_url) => {
    const team = h.teams.team();

    const failure = await failureOf(
      h.client.CreateWebhook({ event: 'new_client', target_url }, asOwner(team)),
    );

    expect(failure).toMatchObject({
      kind: 'invalid_argument',
      reason: 'TARGET_NOT_ALLOWED',
      message: 'The target_url must not point at a private or local address.',
    });
    const { page_info } = await h.client.ListWebhooks({}, asOwner(team));
    expect(page_info!.total).toBe(0);
  });

  it('accepts a public address', async () => {
    const team = h.teams.team();

    const created = await h.client.CreateWebhook(
      { event: 'new_client', target_url: 'https://8.8.8.8/hooks' },
      asOwner(team),
    );

    expect(created.webhook).toMatchObject({ target_url: 'https://8.8.8.8/hooks', active: true });
    await h.client.DeleteWebhook({ id: created.webhook!.id }, asOwner(team));
  });
});

describe('at delivery', () => {
  it('checks the address again: a subscription now pointing at loopback gets nothing, the attempt says why; the operator is trusted', async () => {
    const team = h.teams.team();
    // A subscription stored while its host was public, now on loopback (DNS changed).
    const { url, path } = h.newTarget();
    const id = await h.repository.nextId('webhooks');
    await h.repository.webhooks.insert({
      id,
      team_id: team.teamId,
      event: 'new_client',
      target_url: url,
      created_by: team.owner.id,
      secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
    });

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const delivery = await h.deliveryWhen(event.id, id, (current) => current.attempts >= 1);
    expect(delivery.attempt_log[0]).toMatchObject({
      outcome: 'error',
      response_status: null,
      error: 'The target_url must not point at a private or local address.',
    });
    // The operator's WEBHOOK_URL is the same loopback receiver, and it got the event.
    await h.deliveryWhen(event.id, null, (current) => current.status === 'succeeded');
    expect(
      h.receiver.hooksTo(h.operatorPath).some((hook) => hook.headers['webhook-id'] === event.id),
    ).toBe(true);
    expect(h.receiver.hooksTo(path)).toHaveLength(0);
    await h.client.DeleteWebhook({ id }, asOwner(team));
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])(
    'allows %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.1.1',
    '100.127.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '240.0.0.1',
    '::',
    '::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});
