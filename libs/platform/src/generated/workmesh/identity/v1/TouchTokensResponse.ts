// Original file: proto/identity.proto

export interface TouchTokensResponse {}

export interface TouchTokensResponse__Output {}
