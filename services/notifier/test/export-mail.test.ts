// The notifier's mail of an export (export.finished, docs/exports.md): whoever asked is
// told, at the address identity has for them, that the export is ready (or failed) and
// how to ask for its link; the link itself is never in the mail. A person's own export
// then holds the mails sent to them (Portability, kind `mails`), and none of another's.
import { portabilityClient, type ExportFinishedData } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { mailLookups, notifierForFile, PUBLIC_URL } from './notifier-fixture';

const exportFinished = (overrides: Partial<ExportFinishedData>): ExportFinishedData => ({
  export_id: 41,
  team_id: 700,
  user_id: 0,
  status: 'done',
  size: 1234,
  requested_by: 1,
  finished_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

describe('notifier: mail for export.finished', () => {
  const notifier = notifierForFile();
  const { mailTo } = mailLookups(notifier);

  it("mails the owner who asked that the team's export is ready, naming GET /api/v3/export/{id}", async () => {
    const owner = notifier.identity.register('Grace');

    const event = await notifier.publish(
      'export.finished',
      exportFinished({ export_id: 41, requested_by: owner.id }),
    );

    const mail = await mailTo(owner.email);
    expect(mail.subject).toBe('Your export 41 is ready');
    expect(mail.text).toContain("The export of your team's data (export 41) is ready");
    expect(mail.text).toContain(`\n${PUBLIC_URL}/api/v3/export/41\n`);
    expect(mail.text).not.toMatch(/X-Amz-Signature/);
    expect((await notifier.resultFor(event.id)).data).toMatchObject({
      template: 'export_finished',
      to: owner.email,
      status: 'sent',
    });
  });

  it("tells a person their own export failed; their export's mails are theirs only", async () => {
    const person = notifier.identity.register('Ada');
    const other = notifier.identity.register('Bob');
    await notifier.publish(
      'export.finished',
      exportFinished({ export_id: 42, team_id: 0, user_id: other.id, requested_by: other.id }),
    );
    const event = await notifier.publish(
      'export.finished',
      exportFinished({
        export_id: 43,
        team_id: 0,
        user_id: person.id,
        status: 'failed',
        size: 0,
        requested_by: person.id,
      }),
    );

    const mail = await mailTo(person.email);
    expect(mail.subject).toBe('Your export 43 failed');
    expect(mail.text).toContain(`${PUBLIC_URL}/api/v3/user/export/43`);
    await notifier.resultFor(event.id);

    const client = portabilityClient(`127.0.0.1:${notifier.app.port}`, { deadlineMs: 5000 });
    try {
      expect((await client.ListExportKinds({ personal: true })).kinds).toEqual(['mails']);
      const page = await client.ExportRecords({ kind: 'mails', team_id: 0, user_id: person.id });
      const mails = jsonLines(page.jsonl);
      expect(mails).toEqual([
        expect.objectContaining({
          event_id: event.id,
          event_type: 'export.finished',
          template: 'export_finished',
          to: person.email,
          status: 'sent',
        }),
      ]);
      expect(Object.keys(mails[0]!)).not.toContain('lease_until');
    } finally {
      client.close();
    }
  });
});
