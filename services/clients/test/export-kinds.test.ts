// What clients gives a team's export (Portability, docs/exports.md): the team's clients
// and projects as the API shows them (a project with its client's name); none of another
// team's.
import { exportPage, type ExportKind } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { clientsExportKinds } from '../src/export-kinds';
import { clientsRepository } from '../src/models';
import { asOwner, clientsForFile } from './clients-harness';
import { freshEmail, freshProject } from './fresh-values';

const h = clientsForFile();

const records = async (kinds: ExportKind[], kind: string, team_id: number) =>
  jsonLines((await exportPage(kinds, { kind, team_id, user_id: 0, after: '', limit: 0 })).jsonl);

describe("clients' export kinds", () => {
  it("the team's clients and projects, none of another team's", async () => {
    const fixture = h.teams.team();
    const other = h.teams.team();
    const client = await h.client.CreateClient(
      { fields: { name: 'Acme', email: freshEmail() } },
      asOwner(fixture),
    );
    await h.client.CreateClient(
      { fields: { name: 'Elsewhere', email: freshEmail() } },
      asOwner(other),
    );
    const project = await h.client.CreateProject(
      { ...freshProject(), client_id: client.id },
      asOwner(fixture),
    );
    const kinds = clientsExportKinds(clientsRepository(h.db), { urlOf: (key) => key });

    const clients = await records(kinds, 'clients', fixture.teamId);
    expect(clients.map((record) => record.name)).toContain('Acme');
    expect(clients.map((record) => record.name)).not.toContain('Elsewhere');
    expect(clients.every((record) => record.team_id === fixture.teamId)).toBe(true);

    const projects = await records(kinds, 'projects', fixture.teamId);
    expect(projects).toEqual([
      expect.objectContaining({
        id: project.id,
        client: expect.objectContaining({ name: 'Acme' }),
      }),
    ]);
  });
});
