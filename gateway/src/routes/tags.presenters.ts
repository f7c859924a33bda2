// How the tags' answers are presented (issue 36): the Tag record and its page, and the
// refusals with the texts the tracking service raises.
import { Reason, TagText } from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { record } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

record('workmesh.tracking.v1.Tag', {
  component: 'Tag',
  description:
    "A label of the team's time entries and expenses. They carry its id: a rename shows everywhere at once.",
  notes: {
    name: { description: 'unique in the team, whatever its case' },
    archived: {
      description: 'kept on the entries and expenses that carry it; given to no new one',
    },
    created_by: { description: 'the owner or manager who created it' },
  },
});

const TAG_PRESENTATIONS = {
  [Reason.TAG_NOT_FOUND]: shapeA(404),
  [Reason.TAG_NAME_TAKEN]: shapeA(409, TagText.NAME_TAKEN),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (...reasons: (keyof typeof TAG_PRESENTATIONS)[]): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, TAG_PRESENTATIONS[reason]])),
});
