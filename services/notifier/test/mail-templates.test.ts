// The templates alone: links built from PUBLIC_URL with every query value encoded,
// and every interpolated value escaped in the HTML part.
import {
  budgetPeriod,
  createMailTemplates,
  dayText,
  instantIn,
  moneyText,
  weekDays,
  type BudgetAlertValues,
  type InvoiceMailValues,
  type TimerStoppedAtLimitValues,
} from '../src/mail-templates';

const templates = createMailTemplates({
  publicUrl: 'https://work.example.com/app/',
  invitationAcceptUrl: 'https://work.example.com/app/accept-invitation',
  productName: 'Acme <Work>',
});

describe('mail templates', () => {
  it('URL-encodes the token and the email in the reset link, and keeps PUBLIC_URL’s path without a double slash', () => {
    const mail = templates.passwordReset({
      name: 'Bo',
      email: 'bo+x@example.com',
      token: 'a&b=c/d e',
    });

    expect(mail.text).toContain(
      'https://work.example.com/app/reset-password?token=a%26b%3Dc%2Fd%20e&email=bo%2Bx%40example.com',
    );
  });

  it('escapes the link and the product name in the HTML part', () => {
    const mail = templates.emailVerification({ name: 'Bo', token: 'x"y' });

    expect(mail.html).toContain(
      'href="https://work.example.com/app/api/v3/user/verify-email?token=x%22y"',
    );
    expect(mail.html).toContain('Acme &lt;Work&gt;');
    expect(mail.html).not.toContain('Acme <Work>');
    expect(mail.text).toContain('Acme <Work>');
  });

  it('tells when the reset link expires, in UTC', () => {
    const mail = templates.passwordReset({
      name: 'Bo',
      email: 'bo@example.com',
      token: 't',
      expiresAt: '2030-01-02T03:04:05.000Z',
    });

    expect(mail.text).toContain('expires on Wed, 02 Jan 2030 03:04:05 GMT');
  });

  it('greets a user without a name as "there", and keeps a name on one line', () => {
    expect(templates.emailVerification({ name: '  ', token: 't' }).text).toMatch(/^Hi there,/);
    expect(
      templates.emailVerification({ name: 'Bo\r\nBcc: x@evil.test', token: 't' }).text,
    ).toMatch(/^Hi Bo Bcc: x@evil.test,\n/);
  });

  describe('team invitation', () => {
    const invitation = {
      teamName: 'Ops & <Dev>',
      inviterName: 'Jane',
      role: 'owner',
      token: 'a&b=c',
      expiresAt: '2030-01-02T03:04:05.000Z',
    };

    it('links to INVITATION_ACCEPT_URL with the token URL-encoded', () => {
      const mail = templates.teamInvitation(invitation);

      expect(mail.text).toContain('https://work.example.com/app/accept-invitation?token=a%26b%3Dc');
      expect(mail.html).toContain(
        'href="https://work.example.com/app/accept-invitation?token=a%26b%3Dc"',
      );
    });

    it('links to a client app of its own when INVITATION_ACCEPT_URL names one, keeping its query', () => {
      const own = createMailTemplates({
        publicUrl: 'https://work.example.com/app/',
        invitationAcceptUrl: 'https://join.example.org/invite?lang=en',
        productName: 'Acme',
      });

      const mail = own.teamInvitation(invitation);

      expect(mail.text).toContain('https://join.example.org/invite?lang=en&token=a%26b%3Dc');
      expect(mail.html).toContain(
        'href="https://join.example.org/invite?lang=en&amp;token=a%26b%3Dc"',
      );
      expect(mail.text).not.toContain('work.example.com');
    });

    it('names the role with its article and the expiry in UTC', () => {
      const mail = templates.teamInvitation(invitation);

      expect(mail.text).toContain(
        'Jane invited you to join the team Ops & <Dev> on Acme <Work> as an owner.',
      );
      expect(mail.text).toContain('The invitation expires on Wed, 02 Jan 2030 03:04:05 GMT.');
      expect(templates.teamInvitation({ ...invitation, role: 'member' }).text).toContain(
        'as a member.',
      );
    });

    it('escapes the team name everywhere in the HTML part, the title included', () => {
      const mail = templates.teamInvitation(invitation);

      expect(mail.html).toContain('<title>Join Ops &amp; &lt;Dev&gt; on Acme &lt;Work&gt;</title>');
      expect(mail.html).not.toContain('<Dev>');
    });

    it('keeps the subject on one line whatever the names hold', () => {
      const mail = templates.teamInvitation({
        ...invitation,
        teamName: 'Ops\r\nBcc: x@evil.test',
        inviterName: '',
      });

      expect(mail.subject).toBe('Someone invited you to join Ops Bcc: x@evil.test on Acme <Work>');
    });
  });

  describe('member added', () => {
    it('links to PUBLIC_URL itself, without a trailing slash', () => {
      const mail = templates.teamMemberAdded({ teamName: 'Ops', role: 'manager' });

      expect(mail.text).toContain('You were added to the team Ops on Acme <Work> as a manager.');
      expect(mail.text).toContain('\nhttps://work.example.com/app\n');
      expect(mail.html).toContain('href="https://work.example.com/app"');
    });
  });

  describe('task assigned', () => {
    const assignment = {
      taskId: 42,
      taskName: 'Fix <the> bug',
      projectName: 'Ops & Dev',
      assigneeName: 'Bo',
      assignerName: 'Jane',
      comment: '',
    };

    it('links to the task under PUBLIC_URL, without a double slash', () => {
      const mail = templates.taskAssigned(assignment);

      expect(mail.text).toContain('\nhttps://work.example.com/app/tasks/42\n');
      expect(mail.html).toContain('href="https://work.example.com/app/tasks/42"');
    });

    it('names the task, the project and who assigned it, escaped in the HTML part', () => {
      const mail = templates.taskAssigned(assignment);

      expect(mail.subject).toBe('You were assigned "Fix <the> bug"');
      expect(mail.text).toContain(
        'Jane assigned you the task "Fix <the> bug" in the project Ops & Dev on Acme <Work>.',
      );
      expect(mail.html).toContain(
        '<strong>Jane</strong> assigned you the task <strong>Fix &lt;the&gt; bug</strong> in the project <strong>Ops &amp; Dev</strong> on Acme &lt;Work&gt;.',
      );
      expect(mail.html).toContain(
        '<title>You were assigned &quot;Fix &lt;the&gt; bug&quot;</title>',
      );
      expect(mail.html).not.toContain('<the>');
    });

    it('keeps the line breaks of a multi-line comment: as lines in the text, as <br> in the HTML', () => {
      const mail = templates.taskAssigned({
        ...assignment,
        comment: 'First <b>x</b>\r\nsecond & last',
      });

      expect(mail.text).toContain('Jane wrote:\n\nFirst <b>x</b>\nsecond & last\n');
      expect(mail.html).toContain('First &lt;b&gt;x&lt;/b&gt;<br>second &amp; last');
      expect(mail.html).not.toContain('<b>x</b>');
    });

    it('drops control characters and runs of blank lines from the comment', () => {
      const mail = templates.taskAssigned({
        ...assignment,
        comment: 'one\u0007two\n\n\n\nthree   ',
      });

      expect(mail.text).toContain('Jane wrote:\n\none two\n\nthree\n');
    });

    it('omits the comment part when there is no comment', () => {
      const mail = templates.taskAssigned({ ...assignment, comment: '   ' });

      expect(mail.text).not.toContain('wrote:');
      expect(mail.html).not.toContain('<blockquote');
    });

    it('keeps the subject on one line, and falls back when names are empty', () => {
      expect(
        templates.taskAssigned({ ...assignment, taskName: 'Fix\r\nBcc: x@evil.test' }).subject,
      ).toBe('You were assigned "Fix Bcc: x@evil.test"');
      const unnamed = templates.taskAssigned({
        ...assignment,
        taskName: '',
        projectName: '',
        assigneeName: '',
        assignerName: '',
      });
      expect(unnamed.subject).toBe('You were assigned a task on Acme <Work>');
      expect(unnamed.text).toMatch(/^Hi there,\n\nSomeone assigned you a task on Acme <Work>\.\n/);
    });
  });

  describe('timesheet rejected: the week’s days', () => {
    it('reads the week in its zone, across the end of daylight time (New York, 1 Nov 2026)', () => {
      // Monday 26 Oct 00:00 EDT to Monday 2 Nov 00:00 EST.
      expect(
        weekDays('2026-10-26T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 'America/New_York'),
      ).toBe('Mon, 26 Oct 2026 – Sun, 1 Nov 2026');
    });

    it('falls back to UTC for a zone it does not know, and to nothing for unreadable bounds', () => {
      expect(weekDays('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'Mars/Olympus')).toBe(
        'Mon, 23 Nov 2026 – Sun, 29 Nov 2026',
      );
      expect(weekDays('soon', '2026-11-30T00:00:00.000Z', 'UTC')).toBe('');
    });

    it('leaves the days out of the mail when the bounds cannot be read', () => {
      const mail = templates.timesheetRejected({
        memberName: 'Bo',
        reviewerName: 'Al',
        week: '2026-W48',
        from: 'x',
        to: 'y',
        timezone: 'UTC',
        comment: '',
      });

      expect(mail.text).toContain(
        'Al rejected your timesheet for the week 2026-W48 on Acme <Work>.',
      );
      expect(mail.html).toContain('Acme &lt;Work&gt;');
    });
  });

  describe('budget alert', () => {
    const alert: BudgetAlertValues = {
      recipientName: 'Jane',
      clientId: 314,
      clientName: 'Acme & <Sons>',
      budgetType: 'total_cost',
      threshold: 100,
      usedPercent: 101.25,
      usedHours: 33.75,
      usedCost: 4050,
      limitHours: 0,
      limitCost: 4000,
      periodFrom: '2026-11-01T00:00:00.000Z',
      periodTo: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
    };

    it('says the budget is used up at 100 %, the cost first for a total_cost budget without an hours limit', () => {
      const mail = templates.budgetAlert(alert);

      expect(mail.subject).toBe('Client Acme & <Sons> has used 100% of its budget');
      expect(mail.text).toContain(
        'The client Acme & <Sons> has used 101.25% of its budget on Acme <Work>: the budget is used up.\n' +
          'Used: $4,050.00 of $4,000.00 (33.75 hours).\n',
      );
      expect(mail.text).toContain('https://work.example.com/app/clients/314');
    });

    it('writes the costs in the budget’s currency (issue 34): yen without decimals', () => {
      const mail = templates.budgetAlert({
        ...alert,
        usedCost: 412500,
        limitCost: 400000,
        currency: 'JPY',
      });

      expect(mail.text).toContain('Used: ¥412,500 of ¥400,000 (33.75 hours).\n');
    });

    it('escapes the client’s name in the HTML part and keeps the subject on one line', () => {
      const mail = templates.budgetAlert({ ...alert, clientName: 'Evil\r\nBcc: <b>x</b>' });

      expect(mail.subject).toBe('Client Evil Bcc: <b>x</b> has used 100% of its budget');
      expect(mail.html).toContain('Evil Bcc: &lt;b&gt;x&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>x</b>');
    });

    it('reads the period in the team’s zone; says UTC when the zone is unknown; "since" without an end; "all time" without either', () => {
      // November 2026 in New York: 1 Nov 00:00 EDT to 1 Dec 00:00 EST.
      expect(
        budgetPeriod('2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z', 'America/New_York'),
      ).toBe('Sun, 1 Nov 2026 – Mon, 30 Nov 2026');
      expect(budgetPeriod('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', undefined)).toBe(
        'Sun, 1 Nov 2026 – Mon, 30 Nov 2026 (UTC)',
      );
      expect(budgetPeriod('2026-03-02T00:00:00.000Z', null, 'UTC')).toBe('since Mon, 2 Mar 2026');
      expect(budgetPeriod(null, null, 'UTC')).toBe('all time');
    });
  });

  describe('timer stopped at the weekly limit', () => {
    const stop: TimerStoppedAtLimitValues = {
      memberName: 'Bo',
      weeklyLimit: 37.5,
      week: '2026-W48',
      projectName: 'Engines <2>',
      taskName: null,
      stoppedAt: '2026-11-27T16:30:00.000Z',
      timezone: 'Europe/Berlin',
    };

    it('tells when it stopped in the entry’s zone, and leaves out a task it does not have', () => {
      const mail = templates.timerStoppedAtLimit(stop);

      expect(mail.subject).toBe('Your timer was stopped at your weekly limit of 37.5 hours');
      expect(mail.text).toContain(
        'Your timer on the project Engines <2> was stopped at Fri, 27 Nov 2026, 17:30 (Europe/Berlin): ' +
          'your time in the week 2026-W48 reached your weekly limit of 37.5 hours on Acme <Work>.',
      );
      expect(mail.html).toContain('<strong>Engines &lt;2&gt;</strong>');
      expect(mail.text).toContain('https://work.example.com/app/timesheet?week=2026-W48');
    });

    it('shows the time in UTC for a zone it does not know', () => {
      expect(instantIn('2026-11-27T16:30:00.000Z', 'Mars/Olympus')).toBe(
        'Fri, 27 Nov 2026, 16:30 (UTC)',
      );
    });
  });

  describe("a client's invoice and its reminder", () => {
    const invoice: InvoiceMailValues = {
      teamName: 'Engines & <Sons>',
      clientName: 'Acme <Corp>',
      number: 'INV-2026-0042',
      issueDate: '2026-12-01',
      dueDate: '2026-12-31',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      total: 1234.56,
      currency: 'USD',
    };

    it('escapes the team and the client in the HTML part, title included, and links nowhere', () => {
      for (const mail of [
        templates.invoiceSent(invoice),
        templates.invoiceReminder(invoice),
        templates.invoiceLateFee(invoice),
      ]) {
        expect(mail.html).toContain('Engines &amp; &lt;Sons&gt;');
        expect(mail.html).toContain('Dear Acme &lt;Corp&gt;,');
        expect(mail.html).not.toMatch(/<Sons>|<Corp>/);
        expect(mail.html).not.toContain('<a ');
      }
      expect(templates.invoiceSent(invoice).html).toContain(
        '<title>Invoice INV-2026-0042 from Engines &amp; &lt;Sons&gt;</title>',
      );
    });

    it('keeps the subject on one line whatever the names hold', () => {
      const mail = templates.invoiceSent({
        ...invoice,
        teamName: 'Evil\r\nBcc: x@y',
        number: 'A\nB',
      });

      expect(mail.subject).toBe('Invoice A B from Evil Bcc: x@y');
    });

    it('shows days as "Tue, 1 Dec 2026" and the total in its currency; an unreadable day or code as it is', () => {
      expect(dayText('2026-12-01')).toBe('Tue, 1 Dec 2026');
      expect(dayText('soon')).toBe('soon');
      expect(moneyText(1234.56, 'USD')).toBe('$1,234.56');
      expect(moneyText(0.5, 'EUR')).toBe('€0.50');
      expect(moneyText(1234.5, 'X1')).toBe('1234.50 X1');
    });
  });
});
