// The `changes` of a change.recorded event: what a create set, what an update changed,
// what a delete removed; never a secret-looking field, at any depth.
import { createdChanges, deletedChanges, updatedChanges } from '../src';

describe('createdChanges', () => {
  it('records every field set, after only; dates as ISO text, undefined left out', () => {
    expect(
      createdChanges({
        name: 'Acme',
        rate: 120,
        archived: false,
        notes: null,
        due: new Date('2026-11-28T10:00:00.000Z'),
        skipped: undefined,
      }),
    ).toEqual({
      name: { after: 'Acme' },
      rate: { after: 120 },
      archived: { after: false },
      notes: { after: null },
      due: { after: '2026-11-28T10:00:00.000Z' },
    });
  });

  it('drops passwords, secrets, tokens, hashes and TOTP keys, and bookkeeping fields', () => {
    expect(
      createdChanges({
        email: 'a@example.com',
        password: 'hunter2',
        password_hash: 'x',
        c_password: 'hunter2',
        secret: 's',
        token_hash: 't',
        totp_secret: 'k',
        recovery_codes: ['1'],
        api_key: 'k',
        _id: 'oid',
        __v: 0,
        updated_at: new Date(),
      }),
    ).toEqual({ email: { after: 'a@example.com' } });
  });

  it('drops secret fields nested in a value and leaves buffers out', () => {
    expect(
      createdChanges({
        settings: { webhook_secret: 'w', colour: 'red', nested: [{ token: 't', n: 1 }] },
        logo: Buffer.from('png'),
      }),
    ).toEqual({ settings: { after: { colour: 'red', nested: [{ n: 1 }] } } });
  });

  it('leaves out the fields the caller omits', () => {
    expect(createdChanges({ id: 3, name: 'Acme' }, ['id'])).toEqual({ name: { after: 'Acme' } });
  });
});

describe('updatedChanges', () => {
  it('records only the fields whose value differs, with before and after', () => {
    expect(
      updatedChanges(
        { name: 'Acme', rate: 100, tags: ['a'], address: { city: 'Oslo' } },
        { name: 'Acme Ltd', rate: 100, tags: ['a'], address: { city: 'Bergen' } },
      ),
    ).toEqual({
      name: { before: 'Acme', after: 'Acme Ltd' },
      address: { before: { city: 'Oslo' }, after: { city: 'Bergen' } },
    });
  });

  it('records a field that appeared (after only) or went away (before only)', () => {
    expect(updatedChanges({ name: 'A', phone: '1' }, { name: 'A', email: 'e' })).toEqual({
      phone: { before: '1' },
      email: { after: 'e' },
    });
  });

  it('records nothing for a password change, nor for equal dates', () => {
    const at = '2026-11-28T10:00:00.000Z';
    expect(
      updatedChanges(
        { password_hash: 'old', changed: new Date(at) },
        { password_hash: 'new', changed: new Date(at) },
      ),
    ).toEqual({});
  });
});

describe('deletedChanges', () => {
  it('records what was removed, before only, without its secrets', () => {
    expect(deletedChanges({ id: 7, name: 'Old', secret: 'x' }, ['id'])).toEqual({
      name: { before: 'Old' },
    });
  });
});
