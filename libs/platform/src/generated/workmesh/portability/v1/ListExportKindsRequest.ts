// Original file: proto/portability.proto

export interface ListExportKindsRequest {
  /**
   * true: the kinds a person's own export holds (profile, memberships, mails…)
   */
  personal?: boolean;
}

export interface ListExportKindsRequest__Output {
  /**
   * true: the kinds a person's own export holds (profile, memberships, mails…)
   */
  personal: boolean;
}
