// The time-off templates alone (through createMailTemplates, as the notifier wires them):
// amounts in the policy's unit, singular and plural; a request's days, one day with its
// half; the link under PUBLIC_URL's path; the product name and the users' words escaped.
import { createMailTemplates, type TimeOffReviewValues } from '../src/mail-templates';
import { timeOffAmountText, timeOffDaysText } from '../src/mail-templates-time-off';

const templates = createMailTemplates({
  publicUrl: 'https://work.example.com/app/',
  invitationAcceptUrl: 'https://work.example.com/app/accept-invitation',
  productName: 'Acme <Work>',
});

const VALUES: TimeOffReviewValues = {
  memberName: 'Ada',
  reviewerName: 'Charles',
  requestId: 31,
  policyName: 'Vacation',
  paid: true,
  unit: 'days',
  from: '2026-12-21',
  to: '2026-12-28',
  halfDay: null,
  amount: 4,
  comment: '',
};

describe('time-off mail templates', () => {
  it.each([
    [1, 'days', '1 day'],
    [0.5, 'days', '0.5 days'],
    [4, 'days', '4 days'],
    [1, 'hours', '1 hour'],
    [7.5, 'hours', '7.5 hours'],
    [1234.5, 'hours', '1,234.5 hours'],
  ])('counts %d %s as "%s"', (amount, unit, text) => {
    expect(timeOffAmountText(amount, unit)).toBe(text);
  });

  it.each([
    ['2026-12-21', '2026-12-28', null, 'Mon, 21 Dec 2026 – Mon, 28 Dec 2026'],
    ['2026-12-21', '2026-12-21', null, 'Mon, 21 Dec 2026'],
    ['2026-12-21', '2026-12-21', 'am', 'Mon, 21 Dec 2026 (morning)'],
    ['2026-12-21', '2026-12-21', 'pm', 'Mon, 21 Dec 2026 (afternoon)'],
  ])('tells the days %s to %s (%s) as "%s"', (from, to, half, text) => {
    expect(timeOffDaysText(from, to, half)).toBe(text);
  });

  it("links to the request under PUBLIC_URL's path, and escapes the product name in the HTML part", () => {
    const mail = templates.timeOffApproved(VALUES);

    expect(mail.text).toContain('\nhttps://work.example.com/app/time-off?request=31\n');
    expect(mail.html).toContain('href="https://work.example.com/app/time-off?request=31"');
    expect(mail.html).toContain('Acme &lt;Work&gt;');
    expect(mail.html).not.toContain('Acme <Work>');
  });

  it('keeps a comment’s lines, drops control characters, and quotes it in the HTML part', () => {
    const mail = templates.timeOffRejected({
      ...VALUES,
      comment: 'Not that week.\r\n\r\n\r\n\r\nAsk again\u0007 in January.  ',
    });

    expect(mail.text).toContain('Charles wrote:\n\nNot that week.\n\nAsk again  in January.\n');
    expect(mail.html).toContain('<blockquote');
    expect(mail.html).toContain('Not that week.<br><br>Ask again  in January.');
  });

  it('a one-line name: a line break in a policy name does not break the facts', () => {
    const mail = templates.timeOffApproved({ ...VALUES, policyName: 'Vaca\ntion', paid: false });

    expect(mail.text).toContain('Policy: Vaca tion (unpaid)\n');
  });
});
