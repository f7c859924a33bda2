// The export mail (docs/exports.md): the requester of a team's export or of their own is
// told it is ready (or that it failed). The link itself is not in the mail: it is asked for
// with GET /api/v3/export/{id} (a person's own: /api/v3/user/export/{id}), which only
// those allowed answer, so a forwarded mail gives nobody the zip.
import {
  displayName,
  escapeHtml,
  htmlLayout,
  link,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';

export interface ExportFinishedValues {
  recipientName: string;
  exportId: number;
  /** A person's own export (else a team's). */
  personal: boolean;
  done: boolean;
}

export interface ExportMailTemplates {
  exportFinished(values: ExportFinishedValues): RenderedMail;
}

function exportFinishedMail(
  settings: MailTemplateSettings,
  values: ExportFinishedValues,
): RenderedMail {
  const product = settings.productName;
  const path = values.personal
    ? `/api/v3/user/export/${values.exportId}`
    : `/api/v3/export/${values.exportId}`;
  const url = link(settings.publicUrl, path);
  const who = displayName(values.recipientName);
  const what = values.personal ? 'The export of your data' : "The export of your team's data";
  const outcome = values.done
    ? `${what} (export ${values.exportId}) is ready on ${product}.`
    : `${what} (export ${values.exportId}) could not be made on ${product}.`;
  const next = values.done
    ? `To get the zip, ask for the export with GET ${path}: its answer holds a download link, which works for a limited time (each request gives a new one).`
    : `The reason is in the export's answer to GET ${path}. You can ask for a new export.`;
  const footer = 'You get this email because you asked for this export.';
  return {
    subject: values.done
      ? `Your export ${values.exportId} is ready`
      : `Your export ${values.exportId} failed`,
    text: [`Hi ${who},`, '', outcome, next, '', url, '', footer, '', `— The ${product} team`].join(
      '\n',
    ),
    html: htmlLayout({
      title: values.done ? 'Your export is ready' : 'Your export failed',
      paragraphs: [`Hi ${escapeHtml(who)},`, escapeHtml(outcome), escapeHtml(next)],
      buttonLabel: 'Open the export',
      href: url,
      footer: escapeHtml(footer),
    }),
  };
}

export function createExportMailTemplates(settings: MailTemplateSettings): ExportMailTemplates {
  return { exportFinished: (values) => exportFinishedMail(settings, values) };
}
