// Original file: proto/audit.proto

export interface VerifyChainRequest {}

export interface VerifyChainRequest__Output {}
