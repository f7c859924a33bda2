// Original file: proto/identity.proto

export interface DeleteOtherSessionsRequest {}

export interface DeleteOtherSessionsRequest__Output {}
