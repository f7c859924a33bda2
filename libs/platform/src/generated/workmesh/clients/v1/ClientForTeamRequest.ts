// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientForTeamRequest {
  client_id?: number | string | Long;
  team_id?: number | string | Long;
}

export interface ClientForTeamRequest__Output {
  client_id: number;
  team_id: number;
}
