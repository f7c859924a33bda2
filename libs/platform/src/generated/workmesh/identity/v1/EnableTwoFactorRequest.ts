// Original file: proto/identity.proto

export interface EnableTwoFactorRequest {}

export interface EnableTwoFactorRequest__Output {}
