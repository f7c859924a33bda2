// Persistence of holiday calendars (docs/time-off.md, Holidays): a team's lists of
// public holidays, one per date, sorted; at most one is the team's default, and a member
// is named on at most one. Names are unique per team, case-insensitively. Every query
// names the team (tenancy). A calendar becomes the proto's message here
// (toHolidayCalendarMessage).
import {
  connectionModel,
  indexNamesPerTeam,
  mongoose,
  recordSchemaOptions,
  teamNamedRecords,
  type Connection,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type HolidayCalendarMessage = ResponseOf<'GetHolidayCalendar'>;

export interface HolidayDateRecord {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

export interface HolidayCalendarRecord {
  id: number;
  team_id: number;
  name: string;
  /** Sorted by date, one per date. */
  dates: HolidayDateRecord[];
  country: string | null;
  region: string | null;
  default: boolean;
  user_ids: number[];
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewHolidayCalendar = Omit<HolidayCalendarRecord, 'created_at' | 'updated_at'>;

export type HolidayCalendarChanges = Partial<
  Pick<HolidayCalendarRecord, 'name' | 'dates' | 'country' | 'region' | 'default' | 'user_ids'>
>;

export interface HolidayCalendarDocument extends Omit<HolidayCalendarRecord, 'id'> {
  _id: number;
  name_key: string;
}

export const HOLIDAY_CALENDARS_COLLECTION = 'holiday_calendars';

const calendarSchema = new mongoose.Schema<HolidayCalendarDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    dates: {
      type: [
        new mongoose.Schema<HolidayDateRecord>(
          { date: { type: String, required: true }, name: { type: String, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
    country: { type: String, default: null },
    region: { type: String, default: null },
    default: { type: Boolean, default: false },
    user_ids: { type: [Number], default: [] },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions(HOLIDAY_CALENDARS_COLLECTION),
);

// One calendar per name in a team, whatever its case.
indexNamesPerTeam(calendarSchema);
// A member's calendar: the one naming them.
calendarSchema.index({ team_id: 1, user_ids: 1 }, { name: 'team_id_user_ids' });

const toCalendar = ({
  _id,
  name_key: _key,
  ...fields
}: HolidayCalendarDocument): HolidayCalendarRecord => ({
  ...fields,
  id: _id,
  dates: (fields.dates ?? []).map(({ date, name }) => ({ date, name })),
  country: fields.country ?? null,
  region: fields.region ?? null,
  default: fields.default ?? false,
  user_ids: fields.user_ids ?? [],
});

export function toHolidayCalendarMessage(calendar: HolidayCalendarRecord): HolidayCalendarMessage {
  const { country, region, created_at: createdAt, updated_at: updatedAt, ...fields } = calendar;
  return {
    ...fields,
    ...(country === null ? {} : { country }),
    ...(region === null ? {} : { region }),
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

export type HolidayCalendarStore = ReturnType<typeof holidayCalendarStore>;

export function holidayCalendarStore(connection: Connection) {
  const Calendar = connectionModel(connection, 'HolidayCalendar', calendarSchema);

  async function many(filter: mongoose.QueryFilter<HolidayCalendarDocument>) {
    const documents = await Calendar.find(filter)
      .sort({ name_key: 1, _id: 1 })
      .lean<HolidayCalendarDocument[]>();
    return documents.map(toCalendar);
  }

  const named = teamNamedRecords<HolidayCalendarDocument, HolidayCalendarRecord>(
    Calendar,
    toCalendar,
  );

  return {
    model: Calendar,
    insert: (calendar: NewHolidayCalendar): Promise<HolidayCalendarRecord> =>
      named.insert(calendar),
    findInTeam: named.findInTeam,
    findByName: named.findByName,
    page: (teamId: number, window: { skip: number; limit: number }) =>
      named.pageByName(teamId, {}, window),

    /** The team's other calendars naming any of these members. */
    namingAny(teamId: number, userIds: number[], exceptId: number | null) {
      return many({
        team_id: teamId,
        user_ids: { $in: userIds },
        ...(exceptId === null ? {} : { _id: { $ne: exceptId } }),
      });
    },

    /** The calendars that may decide these members' holidays: the default and those naming them. */
    forMembers(teamId: number, userIds: number[]) {
      return many({ team_id: teamId, $or: [{ default: true }, { user_ids: { $in: userIds } }] });
    },

    /** Makes every other calendar of the team not the default (in the caller's transaction). */
    async unsetDefault(teamId: number, exceptId: number): Promise<void> {
      await Calendar.updateMany(
        { team_id: teamId, default: true, _id: { $ne: exceptId } },
        { $set: { default: false } },
      );
    },

    update: (
      teamId: number,
      id: number,
      changes: HolidayCalendarChanges,
    ): Promise<HolidayCalendarRecord | null> => named.update(teamId, id, changes),

    delete: named.delete,
  };
}
