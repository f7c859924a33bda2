// What identity gives a person's own export (Portability, docs/exports.md): their
// profile as the User record of the API, never the password's hash or the token
// version, and nobody else's; a team's export holds nothing of identity.
import { exportPage } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { identityExportKinds } from '../src/export-kinds';
import { identityRepository } from '../src/models';
import { identityForFile } from './identity-harness';
import { registration } from './registrations';

const h = identityForFile();

describe("identity's export kinds", () => {
  it("a person's profile is theirs only, without the password's hash or the token version", async () => {
    const person = (await h.client.Register(registration({ name: 'Ada Lovelace' }))).user!;
    await h.client.Register(registration());
    const kinds = identityExportKinds(identityRepository(h.db));

    const page = await exportPage(kinds, {
      kind: 'profile',
      team_id: 0,
      user_id: person.id,
      after: '',
      limit: 0,
    });

    const records = jsonLines(page.jsonl);
    expect(records).toEqual([
      expect.objectContaining({ id: person.id, name: 'Ada Lovelace', email: person.email }),
    ]);
    const text = page.jsonl.toString('utf8');
    expect(text).not.toMatch(/password|token_version|\$2[aby]\$|\$argon2/);
    expect(kinds.filter((kind) => !kind.personal)).toEqual([]);
  });
});
