/**
 * The web app's layers and the API's module walls, as lint rules (docs/architecture.md, "Layers").
 *
 *   lib  <  components  <  session  <  features/<name>  <  app (app/routes composes features)
 *
 * A layer imports only the layers left of it. A feature imports no other feature, except the pairs in
 * DECLARED_FEATURE_IMPORTS, and those only through the other feature's index.ts. Only files in app/routes
 * may import more than one feature. CommonJS, so eslint.config.mjs and the fixture test both load it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

/** The only features that may import another one (through its index.ts). */
const DECLARED_FEATURE_IMPORTS = { checkout: ['cart'], orders: ['cart'] };

const API_AND_DATABASE = ['**/apps/api/**', '@bookstore/api', 'drizzle-orm', 'drizzle-orm/*', 'express', 'pg'];
const WEB_API_BAN = { group: API_AND_DATABASE, message: 'The web and contracts must not import the API or the database.' };
const FEATURE_INDEX_ONLY = {
  // a feature's stylesheet is the one file a route may name directly
  regex: '^@/features/[^/]+/(?!.*\\.css$).+',
  message: 'Import a feature through its index.ts: @/features/<name>.',
};

const featuresIn = (src) =>
  fs.existsSync(path.join(src, 'features'))
    ? fs.readdirSync(path.join(src, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    : [];

/**
 * Lint configs for one web source tree. `root` is the repository (or a fixture's) folder, `src` the web
 * app's source folder inside it and `tsconfig` the web tsconfig that maps `@/`.
 */
function webBoundaries({ root, src, tsconfig }) {
  const abs = (...parts) => path.resolve(root, src, ...parts);
  const rel = (...parts) => path.join(src, ...parts);
  const layerZones = [
    { target: abs('lib'), from: [abs('components'), abs('session'), abs('features'), abs('app')], message: 'lib is the bottom layer: it imports no app code.' },
    { target: abs('components'), from: [abs('session'), abs('features'), abs('app')], message: 'Shared components import only lib (and other components); pass feature behaviour in by props or context.' },
    { target: abs('session'), from: [abs('features'), abs('app')], message: 'The session layer imports no feature and no route.' },
  ];
  const featureZones = featuresIn(abs()).flatMap((name) => {
    const allowed = DECLARED_FEATURE_IMPORTS[name] ?? [];
    return [
      {
        target: abs('features', name),
        from: abs('features'),
        except: [`./${name}`, ...allowed.map((other) => `./${other}/index.ts`)],
        message: allowed.length
          ? `The ${name} feature may import only ${allowed.join(', ')} (through its index.ts); compose the rest in app/routes.`
          : 'A feature never imports another feature; compose them in app/routes.',
      },
      { target: abs('features', name), from: abs('app'), message: 'Features never import the app or its routes.' },
    ];
  });
  return [
    {
      files: [rel('**/*.{ts,tsx}')],
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript files take part (import-x reads only .js by default)
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.resolve(root, tsconfig) })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
        'no-restricted-imports': ['error', { patterns: [WEB_API_BAN, FEATURE_INDEX_ONLY] }],
      },
    },
    {
      // outside app/routes, the app's own files (providers, router) reach at most one feature: the lazy back office
      files: [rel('app/*.{ts,tsx}')],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              WEB_API_BAN,
              FEATURE_INDEX_ONLY,
              { group: ['@/features/*', '!@/features/admin'], message: 'Only app/routes composes features.' },
            ],
          },
        ],
      },
    },
  ];
}

/** The contracts are plain data and zod: no UI, no server, no database. */
const contractsBoundaries = (files) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          WEB_API_BAN,
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The contracts must not import React.' },
        ],
      },
    ],
  },
});

/** An API module asks another module's service, never its repository. */
const apiModuleBoundaries = (files) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*.repository', '../../*/*.repository', '../*/*.repository.ts', '../../*/*.repository.ts'],
            message: "An API module never imports another module's repository: call its service, or move the shared query to lib/db.",
          },
        ],
      },
    ],
  },
});

module.exports = { DECLARED_FEATURE_IMPORTS, webBoundaries, contractsBoundaries, apiModuleBoundaries };
