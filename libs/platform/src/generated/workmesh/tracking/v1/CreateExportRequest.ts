// Original file: proto/tracking.proto

export interface CreateExportRequest {}

export interface CreateExportRequest__Output {}
