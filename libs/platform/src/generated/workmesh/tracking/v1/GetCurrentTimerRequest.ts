// Original file: proto/tracking.proto

export interface GetCurrentTimerRequest {}

export interface GetCurrentTimerRequest__Output {}
