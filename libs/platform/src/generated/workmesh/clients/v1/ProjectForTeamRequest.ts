// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectForTeamRequest {
  project_id?: number | string | Long;
  team_id?: number | string | Long;
}

export interface ProjectForTeamRequest__Output {
  project_id: number;
  team_id: number;
}
