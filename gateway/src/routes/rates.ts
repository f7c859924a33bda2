// The rates routes (issue 34, ADR 0099): at each of the five levels a `GET …/rates` (the
// level's rates in force, their history and what applies through the levels) and a
// `POST …/rates/update` (a new rate from a date, optionally repricing entries), all served
// by tracking's GetRates and UpdateRates. The level is the route's, its ids the path's;
// tracking checks who may (owners and managers) and everything else. How the answers are
// presented: rates.presenters.ts; what openapi.yaml says of them: rates.docs.ts.
import { type RateLevel } from '@workmesh/platform';
import type { Route } from '../http-route';
import type { MessageCompletion } from '../message-completion';
import { route } from './route';
import { rateNotes, type RatesPlace } from './rates.docs';
import { RATES_ERRORS } from './rates.presenters';

/** The ids a rates message may carry; a level keeps only those of its path. */
const RATE_IDS = ['user_id', 'client_id', 'project_id'] as const;
type RateId = (typeof RATE_IDS)[number];

/** Where a level's rates are: its path (before /rates) and the ids the path gives. */
interface LevelPlace extends RatesPlace {
  level: RateLevel;
  /** Its operations' names in openapi.yaml: get<Name>Rates, update<Name>Rates. */
  name: string;
  /** Express path up to and without `/rates`. */
  base: string;
  /** `:id` → its request field; the other parameters are named as the field. */
  params?: Readonly<Record<string, RateId>>;
  ids: readonly RateId[];
}

export const RATE_LEVEL_PLACES: readonly LevelPlace[] = [
  { level: 'team', name: 'Team', base: '/api/v3/team', ids: [], what: "the team's default rates" },
  {
    level: 'member',
    name: 'Member',
    base: '/api/v3/team/members/:user_id',
    ids: ['user_id'],
    what: "a member's rates in the team",
  },
  {
    level: 'client',
    name: 'Client',
    base: '/api/v3/client/:id',
    params: { id: 'client_id' },
    ids: ['client_id'],
    what: "a client's bill rate",
  },
  {
    level: 'project',
    name: 'Project',
    base: '/api/v3/project/:id',
    params: { id: 'project_id' },
    ids: ['project_id'],
    what: "a project's bill rate",
  },
  {
    level: 'project_member',
    name: 'ProjectMember',
    base: '/api/v3/project/:id/members/:user_id',
    params: { id: 'project_id' },
    ids: ['project_id', 'user_id'],
    what: "a member's bill rate on a project",
  },
];

/**
 * The route's level, and of the ids only those of its path: the level and its ids are the
 * gateway's alone (a body naming another level or id changes nothing).
 */
export const atLevel =
  (level: RateLevel, ids: readonly RateId[]): MessageCompletion =>
  (message) => {
    const completed: Record<string, unknown> = { ...message, level };
    for (const id of RATE_IDS) if (!ids.includes(id)) delete completed[id];
    return completed;
  };

function levelRoutes(place: LevelPlace): Route[] {
  const hidden = ['level', ...RATE_IDS.filter((id) => !place.ids.includes(id))];
  const notes = rateNotes(place, hidden);
  return [
    route({
      method: 'GET',
      paths: [`${place.base}/rates`],
      auth: true,
      service: 'tracking',
      rpc: 'GetRates',
      source: 'none',
      ...(place.params ? { params: place.params } : {}),
      complete: atLevel(place.level, place.ids),
      errors: RATES_ERRORS,
      notes: notes.get,
      operationId: `get${place.name}Rates`,
    }),
    route({
      method: 'POST',
      paths: [`${place.base}/rates/update`],
      auth: true,
      service: 'tracking',
      rpc: 'UpdateRates',
      source: 'body',
      ...(place.params ? { params: place.params } : {}),
      complete: atLevel(place.level, place.ids),
      errors: RATES_ERRORS,
      notes: notes.update,
      operationId: `update${place.name}Rates`,
    }),
  ];
}

export const RATES_ROUTES: readonly Route[] = RATE_LEVEL_PLACES.flatMap(levelRoutes);
