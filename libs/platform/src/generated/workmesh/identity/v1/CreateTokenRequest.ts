// Original file: proto/identity.proto

export interface CreateTokenRequest {
  name?: string;
  /**
   * `<TokenArea>:read` or `<TokenArea>:write`
   */
  scopes?: string[];
  /**
   * ISO 8601 instant; default: 90 days from now
   */
  expires_at?: string;
  _name?: 'name';
  _expires_at?: 'expires_at';
}

export interface CreateTokenRequest__Output {
  name?: string;
  /**
   * `<TokenArea>:read` or `<TokenArea>:write`
   */
  scopes: string[];
  /**
   * ISO 8601 instant; default: 90 days from now
   */
  expires_at?: string;
}
