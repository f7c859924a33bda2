// How the exports' answers are presented (docs/exports.md): the ExportJob record, and
// the refusal of an export that is not the caller's to see.
import { Reason } from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { record } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

record('workmesh.tracking.v1.ExportJob', {
  component: 'ExportJob',
  description:
    "A team's export (team_id set, user_id 0) or a person's own (team_id 0, user_id set): queued, running, then done with a link to the zip, or failed with why.",
  notes: {
    parts: { description: 'each kind in the zip (file `<kind>.jsonl`) and its records' },
    size: { description: "the zip's bytes once done" },
    download_url: {
      description:
        'done: a link downloading the zip without credentials until expires_at (each GET gives a new one); absent once the export is past retention',
    },
    expires_at: { description: 'when download_url stops working' },
    failure: { description: 'failed: why, in words a person can act on' },
  },
});

record('workmesh.tracking.v1.ExportPart', {
  component: 'ExportPart',
  description: 'One kind of record in an export and how many the zip holds.',
});

const EXPORT_PRESENTATIONS = {
  [Reason.EXPORT_NOT_FOUND]: shapeA(404),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (
  ...reasons: (keyof typeof EXPORT_PRESENTATIONS)[]
): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, EXPORT_PRESENTATIONS[reason]])),
});
