// ESLint over the TypeScript of every workspace (flat config). Formatting is
// Prettier's job (`npm run format`); this catches bugs and unclear code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Import boundaries (design: "no service reads another's database", proto/ is the only
// contract): the gateway never imports a service, services never import each other,
// the gateway or the embedded MongoDB, only a service's models/ import mongoose, a
// service's models/ import nothing of the service above them (its rules and use cases
// build on the stored records, never the reverse), platform imports no service and no
// lib imports a service. A later entry replaces an earlier one for the files both match,
// so each entry lists every restriction its files are under.
const SERVICES = [
  'identity',
  'teams',
  'clients',
  'tasks',
  'scheduling',
  'tracking',
  'invoices',
  'notifier',
  'audit',
];
const serviceImport = (service) => ({
  group: [
    `@workmesh/${service}`,
    `@workmesh/${service}/**`,
    `**/services/${service}`,
    `**/services/${service}/**`,
    `../../${service}/**`,
  ],
  message: `Services talk over gRPC and events (proto/, platform's contracts), never by importing the ${service} service.`,
});
const GATEWAY_IMPORT = {
  group: ['@workmesh/gateway', '@workmesh/gateway/**', '**/gateway/src/**'],
  message: 'Nothing imports the gateway: it is the HTTP edge.',
};
const EMBEDDED_MONGO_IMPORT = {
  group: ['@workmesh/mongo-embedded', '@workmesh/mongo-embedded/**', '**/mongo-embedded/**'],
  message:
    'Services and the gateway run against any MongoDB; only the launcher and test support pick the embedded one.',
};
const MONGOOSE_IMPORT = {
  group: ['mongoose', 'mongoose/**', 'mongodb'],
  message: "Only a service's models/ see mongoose: use cases get plain records from its stores.",
};
// models/ is the bottom of a service: its files import mongoose, platform, packages and
// each other (./x), never a module of the service above them (../x).
const ABOVE_MODELS_IMPORT = {
  group: ['../*', '../**'],
  message:
    "A service's models/ depend on nothing above them: move what the record needs into models/, or let the caller pass it.",
};
// platform re-exports mongoose and its session type for the stores.
const MONGOOSE_FROM_PLATFORM = {
  name: '@workmesh/platform',
  importNames: ['mongoose', 'ClientSession', 'activeSession'],
  message: MONGOOSE_IMPORT.message,
};
// platform's Joi counts a text's length in characters, as the OpenAPI description does
// (libs/platform/src/joi.ts); joi's own counts UTF-16 code units.
const JOI_IMPORT = {
  name: 'joi',
  allowTypeImports: true,
  message: "Import Joi from @workmesh/platform: it counts a text's length in characters.",
};
const GATEWAY_PATTERNS = [...SERVICES.map(serviceImport), EMBEDDED_MONGO_IMPORT, MONGOOSE_IMPORT];
// Inside the gateway, routes/ and openapi/ import in one direction: a route's notes
// (routes/<service>.docs.ts) use openapi/'s helpers, and openapi/ describes the route
// table it is handed without importing routes/, but for write-openapi.ts, which hands it
// the table (routes/index.ts) and which routes/ never import.
const OPENAPI_WRITER = 'gateway/src/openapi/write-openapi.ts';
const ROUTES_FROM_OPENAPI = {
  group: ['**/routes', '**/routes/**'],
  message:
    "openapi/ describes the route table it is handed (buildOpenApiDocument({ routes })) and never imports routes/, which import openapi/'s helpers; only write-openapi.ts takes the table.",
};
const ROUTE_MODULE_FROM_WRITER = {
  group: ['**/routes/**'],
  message: 'write-openapi.ts takes the route table (`../routes`) and nothing else of routes/.',
};
const WRITER_FROM_ROUTES = {
  group: ['**/openapi/write-openapi'],
  message: 'write-openapi.ts imports the route table: routes/ importing it would make a cycle.',
};
// libs/ sit below the services and the gateway: the launcher starts them as processes and
// the benchmark drives them through their gRPC and HTTP interfaces, so no lib imports a
// service (src, bench or test). Only the tests of libs/ may import the gateway (the system
// tests check answers with its ResponseValidator, the HTTP description's own checker).
const libServiceImport = (service) => ({
  ...serviceImport(service),
  message: `libs/ sit below the services: reach the ${service} service through its gRPC or the gateway's HTTP API, never by importing it.`,
});
const restrictImports = (patterns, paths = []) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});
const boundaries = [
  {
    files: ['libs/**/*.ts'],
    rules: restrictImports([...SERVICES.map(libServiceImport), GATEWAY_IMPORT]),
  },
  {
    files: ['libs/*/test/**/*.ts'],
    rules: restrictImports(SERVICES.map(libServiceImport)),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: restrictImports(GATEWAY_PATTERNS, [JOI_IMPORT]),
  },
  {
    files: ['gateway/src/openapi/**/*.ts'],
    ignores: [OPENAPI_WRITER],
    rules: restrictImports([...GATEWAY_PATTERNS, ROUTES_FROM_OPENAPI], [JOI_IMPORT]),
  },
  {
    files: [OPENAPI_WRITER],
    rules: restrictImports([...GATEWAY_PATTERNS, ROUTE_MODULE_FROM_WRITER], [JOI_IMPORT]),
  },
  {
    files: ['gateway/src/routes/**/*.ts'],
    rules: restrictImports([...GATEWAY_PATTERNS, WRITER_FROM_ROUTES], [JOI_IMPORT]),
  },
  {
    files: ['libs/platform/src/**/*.ts'],
    rules: restrictImports([...SERVICES.map(serviceImport), GATEWAY_IMPORT], [JOI_IMPORT]),
  },
  {
    files: ['libs/platform/src/joi.ts'],
    rules: restrictImports([...SERVICES.map(serviceImport), GATEWAY_IMPORT]),
  },
  ...SERVICES.flatMap((service) => {
    const others = SERVICES.filter((other) => other !== service).map(serviceImport);
    const shared = [...others, GATEWAY_IMPORT, EMBEDDED_MONGO_IMPORT];
    return [
      {
        files: [`services/${service}/src/**/*.ts`, `services/${service}/test/**/*.ts`],
        rules: restrictImports(shared, [JOI_IMPORT]),
      },
      {
        files: [`services/${service}/src/**/*.ts`],
        ignores: [`services/${service}/src/models/**`],
        rules: restrictImports([...shared, MONGOOSE_IMPORT], [MONGOOSE_FROM_PLATFORM, JOI_IMPORT]),
      },
      {
        files: [`services/${service}/src/models/**/*.ts`],
        rules: restrictImports([...shared, ABOVE_MODELS_IMPORT], [JOI_IMPORT]),
      },
    ];
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'libs/platform/src/generated/**',
      'bench/results/**',
      // Local data: the embedded MongoDB's files, the images' base file system.
      '.data/**',
      'sdk/typescript/esm/**',
      'sdk/typescript/src/generated/**',
      'sdk/typescript/.type-test-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...boundaries,
  {
    // A gateway source file stays one topic: a route module is its routes, beside it its
    // notes (<service>.docs.ts) and presentations (<service>.presenters.ts).
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A service's function reads in one sitting: a factory that grows past 120 lines is
    // split by concern (one factory per concern, composed by the original), every line
    // counted (blank lines and comments too: they are part of what a reader reads).
    files: ['services/*/src/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // The exception, with its reason.
    files: [
      // One template per mail the product sends, side by side so that their texts and
      // escaping read alike: a table, not logic.
      'services/notifier/src/mail-templates.ts',
    ],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Tests may use `any` to build deliberately malformed input.
    files: ['**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        jest: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node's web globals, which the repository's scripts use as the browser names them.
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
