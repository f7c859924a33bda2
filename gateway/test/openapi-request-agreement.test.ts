// The request parts of the description and the gateway's strict conversion
// (json-to-proto.ts) agree, field by field and value by value: what the proto-derived
// schema accepts is exactly what the conversion accepts, and what the description
// documents (the services' rules narrowing it: enums, formats, required fields) is
// accepted by the conversion. Each route, each field, a set of probe values.
import { ProtoMessages } from '../src/json-to-proto';
import { ROUTES, type Route } from '../src/routes';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { routeRequest } from '../src/openapi/request-schemas';
import { fieldSchema, loadProtoRoot, type JsonSchema } from '../src/openapi/proto-json-schema';
import { ResponseValidator } from '../src/openapi/response-validator';

const root = loadProtoRoot();
const messages = ProtoMessages.load();
const document = buildOpenApiDocument({ routes: ROUTES, root });
const validator = new ResponseValidator(document);

/** Values of every JSON type, and texts a form or query string carries. */
const JSON_PROBES: unknown[] = [
  0,
  7,
  -3,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  '',
  '7',
  '-3',
  '-0',
  '007',
  '1.5',
  '.5',
  '1e3',
  '100.5',
  // Texts of integers at and beyond the proto types' ranges (int32, uint32, safe integers).
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740992',
  'abc',
  'true',
  'false',
  '1',
  '0',
  'yes',
  '1,2',
  ' 1, 2 ',
  '1,,2',
  'a,b',
  '2026-03-01',
  true,
  false,
  [],
  [1, 2],
  ['1', '2'],
  ['a'],
  [1.5],
  [true],
  [[1]],
  [{}],
  {},
  { name: 'x' },
  { name: 5 },
];
const TEXT_PROBES = JSON_PROBES.filter((probe) => typeof probe === 'string');

const typeName = (route: Route) => routeRequest(route, root).inputType.fullName.replace(/^\./, '');

/** Whether the gateway takes this value for the field (a blank selector counts as not given). */
function conversionAccepts(route: Route, field: string, value: unknown): boolean {
  if (value === '' && route.selectors?.includes(field)) return true;
  try {
    messages.toMessage(typeName(route), { [field]: value });
    return true;
  } catch {
    return false;
  }
}

/** The schema the description shows for a field: in the body's component, or as a query parameter. */
function documentedSchema(route: Route, field: string, encoding: 'json' | 'form'): JsonSchema {
  if (route.source === 'query') {
    const operation = document.paths[route.paths[0]!.replace(/:(\w+)/g, '{$1}')]!.get!;
    return operation.parameters!.find((parameter) => parameter.name === field)!
      .schema as JsonSchema;
  }
  const component =
    document.components.schemas[`${route.rpc}${encoding === 'form' ? 'Form' : 'Body'}`]!;
  return (component.properties as Record<string, JsonSchema>)[field]!;
}

/**
 * The fields the conversion reads in an encoding: in a form, not the JSON text fields
 * (an import's mapping and user_map), which the multipart step parses before it.
 */
const formFields = <F extends { name: string }>(
  route: Route,
  fields: readonly F[],
  encoding: 'json' | 'form',
): readonly F[] =>
  encoding === 'form'
    ? fields.filter((field) => !(route.jsonFormFields ?? []).includes(field.name))
    : fields;

const routesWithFields = ROUTES.filter((route) => routeRequest(route, root).documented.length > 0);

describe.each(
  routesWithFields.map((route) => [`${route.method} ${route.paths[0]}`, route] as const),
)('%s', (_name, route) => {
  const request = routeRequest(route, root);
  const encodings: ('json' | 'form')[] = route.upload ? ['json', 'form'] : ['json'];

  it.each(encodings)(
    'accepts in its proto-derived schema exactly what the conversion accepts (%s)',
    (encoding) => {
      const probes = encoding === 'form' ? TEXT_PROBES : JSON_PROBES;
      const disagreements: string[] = [];
      for (const field of formFields(route, request.documented, encoding)) {
        const selector = route.selectors?.includes(field.name) ?? false;
        const schema = validator.compile(fieldSchema(field, { encoding, selector }));
        for (const probe of probes) {
          const described = schema(probe);
          if (described !== conversionAccepts(route, field.name, probe)) {
            disagreements.push(
              `${field.name} = ${JSON.stringify(probe)}: schema ${described ? 'accepts' : 'refuses'}`,
            );
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it.each(encodings)('documents only values the conversion accepts (%s)', (encoding) => {
    const probes = encoding === 'form' ? TEXT_PROBES : JSON_PROBES;
    const documentedButRefused: string[] = [];
    for (const field of formFields(route, request.documented, encoding)) {
      const schema = validator.compile(documentedSchema(route, field.name, encoding));
      for (const probe of [
        ...probes,
        ...((request.notes.fields?.[field.name]?.enum ?? []) as unknown[]),
      ]) {
        if (schema(probe) && !conversionAccepts(route, field.name, probe)) {
          documentedButRefused.push(`${field.name} = ${JSON.stringify(probe)}`);
        }
      }
    }
    expect(documentedButRefused).toEqual([]);
  });
});

describe('required fields', () => {
  it("are the services' rules: the conversion itself requires no field of any route", () => {
    const refused = ROUTES.filter((route) => {
      try {
        messages.toMessage(typeName(route), {});
        return false;
      } catch {
        return true;
      }
    }).map((route) => route.paths[0]);
    expect(refused).toEqual([]);
  });

  it('are each a documented field of the route', () => {
    for (const route of routesWithFields) {
      const request = routeRequest(route, root);
      const documented = request.documented.map((field) => field.name);
      expect(documented).toEqual(expect.arrayContaining([...(request.notes.required ?? [])]));
    }
  });

  it("include updateAssignee's assignee, which the gateway itself requires (an integer or null)", () => {
    const route = ROUTES.find((entry) => entry.rpc === 'UpdateAssignee')!;
    const body = document.components.schemas.UpdateAssigneeBody!;
    expect(body.required).toEqual(['assignee']);
    const complete = (input: Record<string, unknown>) => {
      try {
        route.complete!(messages.toMessage(typeName(route), input), { body: input });
        return true;
      } catch {
        return false;
      }
    };
    const assignee = validator.compile(documentedSchema(route, 'assignee', 'json'));
    for (const value of [8, null, '8', 1.5, true]) {
      expect({ value, described: assignee(value) }).toEqual({
        value,
        described: complete({ assignee: value }),
      });
    }
    expect(complete({ comment: 'no assignee' })).toBe(false);
  });
});

describe('request fields', () => {
  it('of a nested body (client create and update) are the body; the message keeps only path parameters, the file and the flags the gateway sets beside it', () => {
    for (const route of ROUTES.filter((entry) => entry.bodyField)) {
      const request = routeRequest(route, root);
      const top = root.lookupType(route.request).fieldsArray.map((field) => field.name);
      const expected = [
        route.bodyField,
        route.upload,
        ...Object.values(request.pathFields).map((field) => field.name),
        ...(route.complete?.sets ?? []),
      ];
      expect(top.sort()).toEqual(expected.sort());
    }
  });
});
