// Original file: proto/tracking.proto

/**
 * For source csv: which column holds what (column names as in the file's header). Every
 * field names one column; start/end or date+start_time+duration must be given.
 */
export interface ImportColumnMapping {
  email?: string;
  /**
   * a person's full name
   */
  user?: string;
  client?: string;
  project?: string;
  task?: string;
  description?: string;
  /**
   * names split on `,`
   */
  tags?: string;
  /**
   * yes/no, true/false, 1/0
   */
  billable?: string;
  /**
   * a date and time (ISO 8601, or date_format time_format)
   */
  start?: string;
  end?: string;
  /**
   * with start_time and end_time or duration
   */
  date?: string;
  start_time?: string;
  end_time?: string;
  /**
   * h:mm[:ss] or decimal hours
   */
  duration?: string;
  /**
   * hourly bill rate, a decimal
   */
  rate?: string;
  currency?: string;
  /**
   * the source's own id of the row
   */
  id?: string;
  /**
   * e.g. DD/MM/YYYY (moment tokens); default ISO YYYY-MM-DD
   */
  date_format?: string;
  _email?: 'email';
  _user?: 'user';
  _client?: 'client';
  _project?: 'project';
  _task?: 'task';
  _description?: 'description';
  _tags?: 'tags';
  _billable?: 'billable';
  _start?: 'start';
  _end?: 'end';
  _date?: 'date';
  _start_time?: 'start_time';
  _end_time?: 'end_time';
  _duration?: 'duration';
  _rate?: 'rate';
  _currency?: 'currency';
  _id?: 'id';
  _date_format?: 'date_format';
}

/**
 * For source csv: which column holds what (column names as in the file's header). Every
 * field names one column; start/end or date+start_time+duration must be given.
 */
export interface ImportColumnMapping__Output {
  email?: string;
  /**
   * a person's full name
   */
  user?: string;
  client?: string;
  project?: string;
  task?: string;
  description?: string;
  /**
   * names split on `,`
   */
  tags?: string;
  /**
   * yes/no, true/false, 1/0
   */
  billable?: string;
  /**
   * a date and time (ISO 8601, or date_format time_format)
   */
  start?: string;
  end?: string;
  /**
   * with start_time and end_time or duration
   */
  date?: string;
  start_time?: string;
  end_time?: string;
  /**
   * h:mm[:ss] or decimal hours
   */
  duration?: string;
  /**
   * hourly bill rate, a decimal
   */
  rate?: string;
  currency?: string;
  /**
   * the source's own id of the row
   */
  id?: string;
  /**
   * e.g. DD/MM/YYYY (moment tokens); default ISO YYYY-MM-DD
   */
  date_format?: string;
}
