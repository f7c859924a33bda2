// Original file: proto/clients.proto

export interface Address {
  billing_address1?: string;
  billing_address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  mailing_address1?: string;
  mailing_address2?: string;
  mailing_city?: string;
  mailing_state?: string;
  mailing_zip?: string;
}

export interface Address__Output {
  billing_address1: string;
  billing_address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  mailing_address1: string;
  mailing_address2: string;
  mailing_city: string;
  mailing_state: string;
  mailing_zip: string;
}
