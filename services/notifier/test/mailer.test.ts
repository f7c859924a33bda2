// Which relay failures are worth retrying: only those that may pass.
import { classifySendError } from '../src/mailer';

describe('classifying a failed send', () => {
  it('treats a 5xx reply as permanent: the relay has decided', () => {
    expect(
      classifySendError(
        Object.assign(new Error('Message failed: 550 refused'), {
          code: 'EMESSAGE',
          responseCode: 550,
        }),
      ),
    ).toMatchObject({ kind: 'permanent', responseCode: 550 });
  });

  it('treats a 4xx reply as transient: the relay asks to try later', () => {
    expect(
      classifySendError(
        Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 }),
      ),
    ).toMatchObject({ kind: 'transient', responseCode: 451 });
  });

  it('treats a refused or dropped connection and a timeout as transient', () => {
    for (const code of ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']) {
      expect(
        classifySendError(Object.assign(new Error('connect ECONNREFUSED'), { code })).kind,
      ).toBe('transient');
    }
  });

  it('treats a message nodemailer refuses before sending (no reply code) as permanent', () => {
    expect(
      classifySendError(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))
        .kind,
    ).toBe('permanent');
  });
});
