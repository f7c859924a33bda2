// The teams service in one process: MongoDB, the event bus and its outbox relay,
// the identity client and the gRPC server. Tests start it in-process on port 0.
import {
  startServiceApp,
  subscribeToUserErasure,
  TEAMS_USER_ERASURE,
  type Logger,
  type ServiceApp,
  portabilityService,
} from '@workmesh/platform';
import type { TeamsConfig } from './config';
import type { TeamsDependencies } from './dependencies';
import { teamsGrpcService } from './grpc';
import { groupsUseCases } from './groups';
import { identityDirectory } from './identity-directory';
import { invitationsUseCases } from './invitations';
import { membersUseCases } from './members';
import { teamsRepository } from './models';
import { teamSettingsUseCases } from './team-settings';
import { teamsUseCases } from './teams';
import { soleOwnerships, teamsUserErasureHandler } from './user-erasure';
import { teamsExportKinds } from './export-kinds';

export type TeamsApp = ServiceApp;

export function createTeamsApp(config: TeamsConfig, logger: Logger): Promise<TeamsApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, bus, outbox, connectDirectory }) {
      const repository = teamsRepository(connection);
      await repository.ensureCollections();
      const identity = connectDirectory(
        'identity',
        identityDirectory,
        config.IDENTITY_GRPC_ADDRESS,
      );

      const deps: TeamsDependencies = {
        repository,
        outbox,
        logger,
        identity,
        invitationTtlDays: config.INVITATION_TTL_DAYS,
      };
      await subscribeToUserErasure(bus, TEAMS_USER_ERASURE, teamsUserErasureHandler(deps));
      return [
        teamsGrpcService({
          soleOwnerships: (userId) => soleOwnerships(userId, deps),
          teams: teamsUseCases(deps),
          invitations: invitationsUseCases(deps),
          members: membersUseCases(deps),
          groups: groupsUseCases(deps),
          settings: teamSettingsUseCases(deps),
        }),
        portabilityService(teamsExportKinds(repository, identity)),
      ];
    },
  });
}
