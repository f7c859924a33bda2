// A client's invoice mails (issue 20; late fees issue 35): sent, reminded, a late fee added.
// The PDF goes with each (the notifier attaches it); no link, the client has no account.
import {
  cleanName,
  dayText,
  escapeHtml,
  htmlLayout,
  moneyText,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';

/** A client's invoice as its mails tell it (issue 20); the PDF goes with the mail. */
export interface InvoiceMailValues {
  /** The team that bills. */
  teamName: string;
  /** The client billed, greeted. */
  clientName: string;
  number: string;
  /** Days (YYYY-MM-DD) in the team's zone; the period's last day is billed too. */
  issueDate: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  total: number;
  /** ISO 4217: the client's (issue 34). */
  currency: string;
}

export interface InvoiceMailTemplates {
  invoiceSent(values: InvoiceMailValues): RenderedMail;
  invoiceReminder(values: InvoiceMailValues): RenderedMail;
  /** A late fee was added to the unpaid invoice (issue 35): its new total, the PDF again. */
  invoiceLateFee(values: InvoiceMailValues): RenderedMail;
}

/** An invoice's facts as its mails show them. */
type InvoiceFacts = ReturnType<typeof invoiceFacts>;

function invoiceFacts(values: InvoiceMailValues, product: string) {
  return {
    team: cleanName(values.teamName) || product,
    client: cleanName(values.clientName),
    number: cleanName(values.number),
    issueDate: dayText(values.issueDate),
    dueDate: dayText(values.dueDate),
    total: moneyText(values.total, values.currency),
    period: `${dayText(values.periodFrom)} – ${dayText(values.periodTo)}`,
  };
}

/**
 * A client's invoice mail: the greeting, what happened (`lead`), the invoice's facts, what
 * to do (`next`), whom to ask. No link: the client has no account; the PDF is attached.
 */
function invoiceMail(
  product: string,
  parts: {
    subject: string;
    invoice: InvoiceFacts;
    lead: string;
    leadHtml: string;
    next: string;
  },
): RenderedMail {
  const { invoice } = parts;
  const greeting = invoice.client ? `Dear ${invoice.client},` : 'Hello,';
  const facts = [
    `Invoice: ${invoice.number}`,
    `Issue date: ${invoice.issueDate}`,
    `Due date: ${invoice.dueDate}`,
    `Total: ${invoice.total}`,
    `Period: ${invoice.period}`,
  ];
  // The mail comes from the product's address, which takes no replies.
  const questions = `For questions about this invoice, please contact ${invoice.team}.`;
  const footer = `${invoice.team} sends its invoices with ${product}.`;
  return {
    subject: parts.subject,
    text: [
      greeting,
      '',
      parts.lead,
      '',
      ...facts,
      '',
      parts.next,
      questions,
      '',
      `— ${invoice.team}`,
      '',
      footer,
    ].join('\n'),
    html: htmlLayout({
      title: escapeHtml(parts.subject),
      paragraphs: [
        escapeHtml(greeting),
        parts.leadHtml,
        facts.map(escapeHtml).join('<br>'),
        escapeHtml(parts.next),
        escapeHtml(questions),
      ],
      footer: escapeHtml(footer),
    }),
  };
}

export function createInvoiceMailTemplates(settings: MailTemplateSettings): InvoiceMailTemplates {
  const product = settings.productName;
  return {
    invoiceSent(values) {
      const invoice = invoiceFacts(values, product);
      const sent = `${invoice.team} has sent you invoice ${invoice.number}, for the period ${invoice.period}.`;
      const sentHtml = `${escapeHtml(invoice.team)} has sent you invoice <strong>${escapeHtml(invoice.number)}</strong>, for the period ${escapeHtml(invoice.period)}.`;
      const pay = `Please pay ${invoice.total} by ${invoice.dueDate}. The invoice is attached as a PDF.`;
      return invoiceMail(product, {
        subject: `Invoice ${invoice.number} from ${invoice.team}`,
        invoice,
        lead: sent,
        leadHtml: sentHtml,
        next: pay,
      });
    },

    invoiceReminder(values) {
      const invoice = invoiceFacts(values, product);
      const overdue = `Invoice ${invoice.number} from ${invoice.team} was due on ${invoice.dueDate} and is still unpaid: ${invoice.total} is due.`;
      const overdueHtml = `Invoice <strong>${escapeHtml(invoice.number)}</strong> from ${escapeHtml(invoice.team)} was due on <strong>${escapeHtml(invoice.dueDate)}</strong> and is still unpaid: <strong>${escapeHtml(invoice.total)}</strong> is due.`;
      const again =
        'The invoice is attached again as a PDF. If you have paid it already, please disregard this reminder.';
      return invoiceMail(product, {
        subject: `Reminder: invoice ${invoice.number} is overdue`,
        invoice,
        lead: overdue,
        leadHtml: overdueHtml,
        next: again,
      });
    },

    invoiceLateFee(values) {
      const invoice = invoiceFacts(values, product);
      const fee = `Invoice ${invoice.number} from ${invoice.team} was due on ${invoice.dueDate} and is still unpaid: a late fee was added, and ${invoice.total} is now due.`;
      const feeHtml = `Invoice <strong>${escapeHtml(invoice.number)}</strong> from ${escapeHtml(invoice.team)} was due on <strong>${escapeHtml(invoice.dueDate)}</strong> and is still unpaid: a late fee was added, and <strong>${escapeHtml(invoice.total)}</strong> is now due.`;
      const attached =
        'The invoice with the late fee is attached as a PDF. If you have paid it already, please disregard this mail.';
      return invoiceMail(product, {
        subject: `Late fee added: invoice ${invoice.number} is overdue`,
        invoice,
        lead: fee,
        leadHtml: feeHtml,
        next: attached,
      });
    },
  };
}
