// Original file: proto/tracking.proto

export interface CreateUserExportRequest {}

export interface CreateUserExportRequest__Output {}
