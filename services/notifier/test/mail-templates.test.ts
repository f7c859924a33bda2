// The templates alone: links built from PUBLIC_URL with every query value encoded,
// and every interpolated value escaped in the HTML part.
import { createMailTemplates } from '../src/mail-templates';

const templates = createMailTemplates({
  publicUrl: 'https://work.example.com/app/',
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
});
