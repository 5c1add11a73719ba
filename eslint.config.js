// @ts-check
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { house } from './eslint/house-rules.js'

/**
 * House rules that keep the picture in docs/architecture.md true:
 * - web features never import each other (they are composed in web/src/app);
 * - web, admin and server talk only through @app/contracts, never sideways;
 * - no import cycles, in any workspace; server lib/ and db/ never import modules or realtime;
 * - SQL only in `*.repo.ts`, and routes never read raw `request.params`/`request.query`;
 * - routes bind declarations to services: no `*.routes.ts` imports a `*.repo.ts`;
 * - a server module is imported from outside only through its face, `modules/<m>/index.ts`;
 * - no user-visible literal text in the app's or the console's JSX: every string goes through i18n.
 */

/**
 * Feature folders carry the server's module names (docs/architecture.md; see the vocabulary test).
 * The lists are read from the folders, so a new feature is covered the day it is made.
 */
const featuresOf = (/** @type {string} */ folder) =>
  fs
    .readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
const adminFeatures = featuresOf('admin/src/features')
const webFeatures = featuresOf('web/src/features')

/**
 * Each server module is reached from outside only through its face, `modules/<m>/index.ts`: one
 * zone per module folder, whose target is the rest of server/src (decision 0062).
 */
const serverModules = featuresOf('server/src/modules')
const serverTop = fs
  .readdirSync(path.join(import.meta.dirname, 'server/src'))
  .filter((name) => name !== 'modules')
const faceZones = serverModules.map((module) => ({
  target: [
    ...serverTop.map((name) => `./server/src/${name}`),
    ...serverModules.filter((other) => other !== module).map((other) => `./server/src/modules/${other}`),
  ],
  from: `./server/src/modules/${module}`,
  except: ['./index.ts'],
  message: `Import ${module} only through its face, modules/${module}/index.ts (docs/architecture.md).`,
}))

/**
 * Inside a module, a wing with a face of its own (`modules/<m>/<wing>/index.ts`, today the wallet's
 * approvals gate) is walled (decision 0070): its siblings import only that face, and it imports no
 * sibling wing (what several wings read sits at the module's root). Read from the folders too.
 */
const entriesOf = (/** @type {string} */ folder) =>
  fs.readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
const wallZones = serverModules.flatMap((module) => {
  const folder = `server/src/modules/${module}`
  const wings = entriesOf(folder)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return wings
    .filter((wing) => fs.existsSync(path.join(import.meta.dirname, folder, wing, 'index.ts')))
    .flatMap((walled) => [
      {
        target: entriesOf(folder)
          .filter((entry) => entry.name !== walled)
          .map((entry) => `./${folder}/${entry.name}`),
        from: `./${folder}/${walled}`,
        except: ['./index.ts'],
        message: `Import ${module}/${walled} only through its face, ${module}/${walled}/index.ts (decision 0070).`,
      },
      {
        target: `./${folder}/${walled}`,
        from: wings.filter((wing) => wing !== walled).map((wing) => `./${folder}/${wing}`),
        message: `${module}/${walled} imports no other wing of ${module}: they register with it (decision 0070).`,
      },
    ])
})

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { house, 'import-x': importX },
    settings: {
      // Relative imports name their .ts/.tsx file; @app/* resolve through the workspace links and
      // their package exports to the sources, so a cycle through a package is seen too.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files the cycle search reads, and the parser it reads them with.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Our workspace packages are ours: a cycle through them counts; other packages are not searched.
      'import-x/internal-regex': '^@app/',
    },
    rules: {
      // Type-only imports do not count: they vanish at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@app/server', '**/admin/src/**', '**/web/src/**'],
              message: 'Talk to other sides only through @app/contracts and HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app and, since decision 0044, the console speak three languages: no text in place.
    files: ['web/src/**/*.tsx', 'admin/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'admin/src/**/*.test.tsx'],
    rules: { 'house/no-jsx-literals': 'error' },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'Features do not import each other; compose them in web/src/app.',
            },
            {
              group: ['**/server/**', '@app/server', '**/admin/src/**'],
              message: 'Talk to other sides only through @app/contracts and HTTP.',
            },
          ],
        },
      ],
    },
  })),
  ...adminFeatures.map((feature) => ({
    files: [`admin/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: adminFeatures.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'Console features do not import each other; share through admin/src/lib.',
            },
            {
              group: ['**/server/**', '@app/server', '**/web/src/**'],
              message: 'Talk to other sides only through @app/contracts and HTTP.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: {
        performance: 'readonly',
        Buffer: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    // The app's service worker, written by hand and copied into the build (web/build/service-worker.ts).
    files: ['web/build/sw-template.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Request: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/src/**', '**/admin/src/**', 'react', 'antd*'],
              message: 'The server does not import the clients.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in the table owner's repo. The database layer itself (schema, migrations, connection,
    // transactions) and the test set-up write SQL by nature.
    // The recipe (docs/architecture.md): SQL lives in *.repo.ts (and in db/, the connection and
    // the migrations); tests may read the database directly to check what was stored. A money
    // move's two forms (`modules/<m>/<move>/{sqlite,pg}.ts`) are its repo, one file per database.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repo.ts',
      'server/src/modules/*/*/{sqlite,pg}.ts',
      'server/src/db/**',
      'server/src/testing/**',
      '**/*.test.ts',
    ],
    rules: { 'house/sql-only-in-repos': 'error' },
  },
  {
    // Handlers get params, query and body parsed by their declaration (server/src/lib/route.ts).
    files: ['server/src/modules/**/*.ts'],
    rules: { 'house/no-raw-request-input': 'error' },
  },
  {
    // Routes (app and console) hold bindings only: every read and write goes through a service.
    files: ['server/src/modules/**/*.routes.ts'],
    rules: { 'house/no-repo-in-routes': 'error' },
  },
  {
    // Tests may reach inside a module to set up what they check; everything else uses the faces.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...faceZones, ...wallZones] },
      ],
    },
  },
  {
    // Shared server code stands below the modules: it never reaches up into them (this zone, stricter
    // than the faces, replaces theirs for lib/ and db/).
    files: ['server/src/lib/**/*.ts', 'server/src/db/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./server/src/lib', './server/src/db'],
              from: ['./server/src/modules', './server/src/realtime'],
              message: 'lib/ and db/ serve every module; move what they need from a module down into them.',
            },
          ],
        },
      ],
    },
  },
)
