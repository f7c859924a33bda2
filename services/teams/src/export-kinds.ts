// What teams holds for an export (docs/exports.md). A team's: its members (the Member of
// the HTTP interface: user id, name and email as identity has them, role, pay settings,
// joined) and its groups. A person's own: their memberships (team, its name, role, pay,
// joined). Invitations' tokens never leave.
import type { ExportKind } from '@workmesh/platform';
import type { IdentityDirectory } from './identity-directory';
import { memberView } from './members';
import { toGroup, toMembership, toProtoGroup, toProtoMember, type TeamsRepository } from './models';

type MembershipDocument = Parameters<typeof toMembership>[0];

export function teamsExportKinds(
  repository: TeamsRepository,
  identity: IdentityDirectory,
): ExportKind[] {
  return [
    {
      kind: 'members',
      model: repository.memberships.model,
      // One membership a user in a team: the user id is the page's key.
      key: 'user_id',
      filter: ({ team_id }) => ({ team_id }),
      async toRecords(documents: MembershipDocument[]) {
        const users = await identity.getUsers(documents.map((document) => document.user_id));
        return documents.map((document) =>
          toProtoMember(memberView(toMembership(document), users.get(document.user_id))),
        );
      },
    },
    {
      kind: 'groups',
      model: repository.groups.model,
      filter: ({ team_id }) => ({ team_id }),
      toRecord: (document: Parameters<typeof toGroup>[0]) => toProtoGroup(toGroup(document)),
    },
    {
      kind: 'memberships',
      personal: true,
      model: repository.memberships.model,
      key: 'team_id',
      filter: ({ user_id }) => ({ user_id }),
      async toRecords(documents: MembershipDocument[]) {
        const teams: Array<{ _id: number; name: string }> = await repository.teams.model
          .find({ _id: { $in: documents.map((document) => document.team_id) } }, { name: 1 })
          .lean();
        const names = new Map(teams.map((team) => [team._id, team.name]));
        return documents.map((document) => ({
          ...toProtoMember(memberView(toMembership(document))),
          team_name: names.get(document.team_id) ?? '',
        }));
      },
    },
  ];
}
