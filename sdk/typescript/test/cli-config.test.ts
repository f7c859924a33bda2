// Where the command line keeps its login, and that only its user can read it.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CliError } from '../cli/errors';
import { configPath, readLogin, removeLogin, writeLogin } from '../cli/config';

const login = { url: 'http://localhost:8080', token: 'secret-token', kind: 'session' as const };

describe('the config file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'workmesh-cli-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lies in each platform’s user config directory, unless WORKMESH_CONFIG names it', () => {
    expect(configPath({ env: {}, platform: 'linux', home: '/home/ada' })).toBe(
      '/home/ada/.config/workmesh/config.json',
    );
    expect(
      configPath({ env: { XDG_CONFIG_HOME: '/xdg' }, platform: 'linux', home: '/home/ada' }),
    ).toBe('/xdg/workmesh/config.json');
    expect(configPath({ env: {}, platform: 'darwin', home: '/Users/ada' })).toBe(
      '/Users/ada/Library/Application Support/workmesh/config.json',
    );
    expect(
      configPath({
        env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
        platform: 'win32',
        home: 'C:\\Users\\ada',
      }),
    ).toBe('C:\\Users\\ada\\AppData\\Roaming\\workmesh\\config.json');
    expect(
      configPath({ env: { WORKMESH_CONFIG: '/tmp/x/wm.json' }, platform: 'linux', home: '/h' }),
    ).toBe('/tmp/x/wm.json');
  });

  it('is written 0600 in a directory made 0700, even under a permissive umask', () => {
    const file = path.join(dir, 'workmesh', 'config.json');
    const previous = process.umask(0o000);
    try {
      writeLogin(login, file);
    } finally {
      process.umask(previous);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readLogin(file)).toEqual(login);
  });

  it('is tightened to 0600 when it existed with a wider mode', () => {
    const file = path.join(dir, 'config.json');
    writeFileSync(file, '{}', { mode: 0o644 });
    writeLogin(login, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(login);
  });

  it('reads as no login when missing, refuses a damaged file, and is removed by logout', () => {
    const file = path.join(dir, 'config.json');
    expect(readLogin(file)).toBeUndefined();
    writeFileSync(file, 'not json');
    expect(() => readLogin(file)).toThrow(CliError);
    writeFileSync(file, JSON.stringify({ url: 'http://x' }));
    expect(() => readLogin(file)).toThrow('no url and token');
    writeLogin(login, file);
    expect(removeLogin(file)).toBe(true);
    expect(removeLogin(file)).toBe(false);
    expect(readLogin(file)).toBeUndefined();
  });
});
