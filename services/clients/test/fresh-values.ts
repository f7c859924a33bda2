// Values no earlier test of the run used, so tests sharing a service never collide.
let emails = 0;
/** An email no client has yet. */
export const freshEmail = (label = 'client') =>
  `${label}.${Date.now().toString(36)}${(emails++).toString(36)}@example.com`;

let projectNumber = 0;
/** A project name and key no project has yet (keys: 5 letters from a counter). */
export function freshProject(): { project: string; key: string } {
  const n = projectNumber++;
  const letters = Array.from({ length: 5 }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26)),
  ).join('');
  return { project: `Project ${letters.toLowerCase()} ${n}`, key: letters };
}
