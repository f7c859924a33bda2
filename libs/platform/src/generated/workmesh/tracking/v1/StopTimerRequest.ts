// Original file: proto/tracking.proto

export interface StopTimerRequest {}

export interface StopTimerRequest__Output {}
