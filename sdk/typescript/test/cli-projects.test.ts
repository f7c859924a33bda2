// How `-p` names a project (key in any case, exact name, name in any case) and a task.
import { CliError } from '../cli/errors';
import { matchProject, matchTask } from '../cli/projects';

const projects = [
  { id: 1, project: 'Website', key: 'WEB' },
  { id: 2, project: 'Mobile App', key: 'APP' },
  { id: 3, project: 'Web', key: 'WEBB' },
  { id: 4, project: 'Design', key: 'DSN' },
  { id: 5, project: 'design', key: 'DSGN' },
];

describe('matchProject', () => {
  it('finds a key in any case before any name', () => {
    expect(matchProject(projects, 'web').id).toBe(1); // key WEB, not the project named Web
    expect(matchProject(projects, 'App').id).toBe(2);
    expect(matchProject(projects, 'webb').id).toBe(3);
  });

  it('then the exact name, then the name in any case', () => {
    expect(matchProject(projects, 'Mobile App').id).toBe(2);
    expect(matchProject(projects, 'mobile app').id).toBe(2);
    expect(matchProject(projects, 'Design').id).toBe(4); // exact beats case-insensitive
    expect(matchProject(projects, 'design').id).toBe(5);
  });

  it('lists the matches of an ambiguous name, and the keys of an unknown one', () => {
    expect(() => matchProject(projects, 'DESIGN')).toThrow(
      '"DESIGN" names several projects: DSN (Design), DSGN (design). Use the key.',
    );
    expect(() => matchProject(projects, 'nope')).toThrow(CliError);
    expect(() => matchProject(projects, 'nope')).toThrow('keys: WEB, APP, WEBB, DSN, DSGN');
  });
});

describe('matchTask', () => {
  const tasks = [
    { id: 10, name: 'Review' },
    { id: 11, name: 'review' },
    { id: 12, name: 'Deploy' },
  ];
  it('finds by id, exact name, then any case; an ambiguous name is an error', () => {
    expect(matchTask(tasks, '12').name).toBe('Deploy');
    expect(matchTask(tasks, 'Review').id).toBe(10);
    expect(matchTask(tasks, 'deploy').id).toBe(12);
    expect(() => matchTask(tasks, 'REVIEW')).toThrow('names several tasks');
    expect(() => matchTask(tasks, 'Ship')).toThrow('No task "Ship"');
  });
});
