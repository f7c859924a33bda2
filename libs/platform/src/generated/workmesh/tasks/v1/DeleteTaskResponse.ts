// Original file: proto/tasks.proto

export interface DeleteTaskResponse {
  success?: string;
}

export interface DeleteTaskResponse__Output {
  success: string;
}
