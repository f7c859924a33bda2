// The invoice statuses invoice/list filters by are platform's (closed-values.ts, from
// invoices.proto's InvoiceStatus), which the gateway's description shows
// (gateway/test/openapi-closed-values): each is taken, an unlisted one refused.
import { INVOICE_STATUSES } from '@workmesh/platform';
import { validatedListInvoices } from '../src/request-validation';

describe('the invoice statuses invoice/list takes', () => {
  it.each(INVOICE_STATUSES)('status %s is taken', (status) => {
    expect(validatedListInvoices({ status }).status).toBe(status);
  });

  it.each(['pending', 'abandoned', 'Paid'])('status %s is refused', (status) => {
    expect(() => validatedListInvoices({ status })).toThrow(
      expect.objectContaining({ kind: 'invalid_argument' }),
    );
  });
});
