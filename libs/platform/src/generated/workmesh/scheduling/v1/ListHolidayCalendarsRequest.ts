// Original file: proto/scheduling.proto

export interface ListHolidayCalendarsRequest {
  page?: number;
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListHolidayCalendarsRequest__Output {
  page?: number;
  per_page?: number;
}
