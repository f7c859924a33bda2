// What every mail shares (mail-templates.ts, mail-templates-time-off.ts): the rendered
// mail, the settings links are built from, HTML escaping, cleaning of the users' own
// words, days as a reader reads them, and the HTML frame.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplateSettings {
  publicUrl: string;
  /** INVITATION_ACCEPT_URL: the invitation's link is this with `?token=…` added. */
  invitationAcceptUrl: string;
  productName: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** PUBLIC_URL + path + query (if any), each query value URL-encoded. */
export function link(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const base = publicUrl.replace(/\/+$/, '');
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${base}${path}?${search}` : `${base}${path}`;
}

/** A full address (which may have a query already) + query, each value URL-encoded. */
export function linkTo(address: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${address}${address.includes('?') ? '&' : '?'}${search}`;
}

/** PUBLIC_URL itself, the client app's start page. */
export const home = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** A name is the user's own input: one line, no control characters, bounded (also for the To header). */
export function cleanName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}

/**
 * A free text of several lines (a comment): line breaks kept as \n, other control
 * characters and trailing spaces dropped, runs of blank lines collapsed, bounded.
 */
export function cleanText(text: string, maxLength = 5000): string {
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]+/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength - 1)}…` : cleaned;
}

export const displayName = (name: string): string => cleanName(name) || 'there';

/** Instants as read in a zone: "Mon, 23 Nov 2026", with the time "Mon, 23 Nov 2026, 17:30". */
export function instantFormat(timezone: string, withTime = false): Intl.DateTimeFormat {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
  try {
    return format(timezone);
  } catch {
    return format('UTC'); // a zone this Node does not know: the dates in UTC
  }
}

/** A day of the calendar (YYYY-MM-DD) as "Tue, 1 Dec 2026"; what it is when it is not one. */
export function dayText(day: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? cleanName(day) : instantFormat('UTC').format(new Date(time));
}

export const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The HTML frame every mail shares: a heading, paragraphs (already escaped) and one button,
 * or none (a client's invoice: its reader has no account to open).
 */
export function htmlLayout(
  parts: {
    title: string;
    paragraphs: string[];
    /** Someone's own words (already escaped, lines joined with <br>), set apart as a quote. */
    quote?: string;
    footer: string;
  } & ({ buttonLabel: string; href: string } | { buttonLabel?: undefined; href?: undefined }),
): string {
  const href = parts.href === undefined ? undefined : escapeHtml(parts.href);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${parts.title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">',
    '<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;padding:32px;">',
    `<tr><td><h1 style="font-size:20px;margin:0 0 16px;">${parts.title}</h1>`,
    ...parts.paragraphs.map(
      (paragraph) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px;">${paragraph}</p>`,
    ),
    ...(parts.quote
      ? [
          `<blockquote style="font-size:15px;line-height:1.5;margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd2d9;color:#323f4b;">${parts.quote}</blockquote>`,
        ]
      : []),
    ...(href === undefined
      ? []
      : [
          `<p style="margin:24px 0;"><a href="${href}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;">${parts.buttonLabel}</a></p>`,
          `<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0 0 16px;">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>`,
        ]),
    `<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0;">${parts.footer}</p>`,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/** "$1,234.56" in USD, "€1,234.56" in EUR; "1234.56 XYZ" for a code Intl does not know. */
export function moneyText(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${cleanName(currency)}`;
  }
}
