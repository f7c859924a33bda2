// Original file: proto/identity.proto

export interface TokenUse {
  token_id?: string;
  last_used_at?: string;
  last_used_ip?: string;
}

export interface TokenUse__Output {
  token_id: string;
  last_used_at: string;
  last_used_ip: string;
}
