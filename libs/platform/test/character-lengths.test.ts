// platform's Joi counts a text's length in characters (code points), as JSON Schema's
// maxLength does, where joi's own counts UTF-16 code units; everything else, the errors
// and their messages included, is joi's own.
import BaseJoi from 'joi';
import { characterCount, firstCharacters, Joi } from '../src';

/** A character beyond U+FFFF: two UTF-16 code units. */
const EMOJI = '😀';

const errorOf = (schema: BaseJoi.Schema, value: unknown) => schema.validate(value).error?.details;

describe('characterCount and firstCharacters', () => {
  it('count a character beyond U+FFFF once', () => {
    expect(EMOJI.length).toBe(2);
    expect(characterCount(EMOJI.repeat(100))).toBe(100);
    expect(characterCount(`a${EMOJI}é\u{10FFFF}`)).toBe(4);
    expect(characterCount('')).toBe(0);
  });

  it('count a lone surrogate as one character, as a string iterates', () => {
    expect(characterCount('\uD83D')).toBe([...'\uD83D'].length);
  });

  it('never cut a character in two', () => {
    expect(firstCharacters(`ab${EMOJI}c`, 3)).toBe(`ab${EMOJI}`);
    expect(firstCharacters('abc', 10)).toBe('abc');
  });
});

describe("platform's Joi: string min, max and length", () => {
  const name = Joi.string()
    .trim()
    .max(100)
    .required()
    .messages({ 'string.max': 'The name may not be greater than {#limit} characters.' });

  it('takes 100 emoji as 100 characters', () => {
    expect(name.validate(EMOJI.repeat(100))).toEqual({ value: EMOJI.repeat(100) });
    // joi's own counts 200.
    expect(errorOf(BaseJoi.string().max(100), EMOJI.repeat(100))?.[0]?.type).toBe('string.max');
  });

  it("refuses 101 with the rule's usual message and context", () => {
    expect(errorOf(name, EMOJI.repeat(101))).toEqual([
      {
        message: 'The name may not be greater than 100 characters.',
        path: [],
        type: 'string.max',
        context: { limit: 100, value: EMOJI.repeat(101), label: 'value' },
      },
    ]);
  });

  it('bounds the text as sent: padding that trim() removes still counts toward max', () => {
    expect(errorOf(name, `  ${EMOJI.repeat(100)}  `)?.[0]?.type).toBe('string.max');
    expect(name.validate(` ${EMOJI.repeat(98)} `)).toEqual({ value: EMOJI.repeat(98) });
  });

  it('counts min after trim: padding does not make a blank text long enough', () => {
    expect(errorOf(Joi.string().trim().min(2), `  ${EMOJI}  `)?.[0]?.type).toBe('string.min');
  });

  it('counts characters for min and length too', () => {
    expect(Joi.string().min(2).validate(EMOJI.repeat(2)).error).toBeUndefined();
    expect(errorOf(Joi.string().min(2), EMOJI)?.[0]).toMatchObject({
      type: 'string.min',
      context: { limit: 2 },
    });
    expect(Joi.string().length(3).validate(EMOJI.repeat(3)).error).toBeUndefined();
    expect(errorOf(Joi.string().length(3), EMOJI.repeat(2))?.[0]?.type).toBe('string.length');
  });

  it('takes a limit by reference', () => {
    const schema = Joi.object({ size: Joi.number(), text: Joi.string().max(Joi.ref('size')) });
    expect(schema.validate({ size: 2, text: EMOJI.repeat(2) }).error).toBeUndefined();
    expect(errorOf(schema, { size: 2, text: EMOJI.repeat(3) })?.[0]?.type).toBe('string.max');
  });

  it.each([
    ['max', (joi: typeof Joi) => joi.string().max(3), 'abcd'],
    ['min', (joi: typeof Joi) => joi.string().min(3), 'ab'],
    ['length', (joi: typeof Joi) => joi.string().length(3), 'ab'],
    [
      'max, with a message of its own',
      (joi: typeof Joi) =>
        joi
          .string()
          .max(3)
          .label('team.name')
          .messages({ 'string.max': 'The {#label} must not be greater than {#limit} characters.' }),
      'abcd',
    ],
    ['min and max, both broken', (joi: typeof Joi) => joi.string().min(5).max(3), 'abcd'],
  ])(
    "%s: joi's own error and message for a text of one UTF-16 unit per character",
    (rule, schemaOf, value) => {
      const outcome = (joi: typeof Joi) => {
        const { value: validated, error } = schemaOf(joi).validate(value, { abortEarly: false });
        return { validated, message: error?.message, details: error?.details };
      };
      expect(outcome(Joi)).toEqual(outcome(BaseJoi));
      expect(outcome(Joi).details).toHaveLength(rule.includes('both') ? 2 : 1);
    },
  );

  it("describes a rule as joi's own does (the AsyncAPI schemas are read from it)", () => {
    const schema = (joi: typeof Joi) => joi.string().min(1).max(5).length(3);
    expect(schema(Joi).describe()).toEqual(schema(BaseJoi).describe());
  });

  it('refuses a length in bytes (an encoding), which no request states', () => {
    expect(() => Joi.string().max(10, 'utf8')).toThrow(/counts characters/);
  });
});
