// The import rules that hold the repository's shape: no import cycles (followed through `.ts`
// imports by the TypeScript resolver) and one-way zones generated from the folder names, so a new
// feature or module is fenced in the day its folder appears. eslint.config.js applies them to the
// repository; lint/import-rules.test.js applies them to planted files to prove they still fire.
import fs from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';

const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = `${WEB_SRC}/features`;
const API_MODULES = 'apps/api/src/modules';
const CUSTOMER = 'apps/web/src/customer';

/** Sub-folders of `root/dir`, sorted; none when the folder does not exist. */
export function foldersIn(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The owner-app and server libraries the customer bundle stays without (ARCHITECTURE.md, Web). */
const CUSTOMER_FORBIDDEN_PACKAGES = [
  '@mui/*',
  '@emotion/*',
  'notistack',
  '@tanstack/*',
  'react-router',
  'react-router-dom',
  'react-hook-form',
  '@hookform/*',
  'react-idle-timer',
  'virtual:pwa-register*',
];

/** Zones that hold for every file: apps depend on the shared package, never the other way. */
function directionZones() {
  return [
    {
      target: './packages',
      from: './apps',
      message: 'The shared package is used by the apps and imports neither of them.',
    },
    {
      target: './apps/api',
      from: './apps/web',
      message: 'The API and the web app meet only through the shared package.',
    },
    {
      target: './apps/web',
      from: './apps/api',
      message: 'The API and the web app meet only through the shared package.',
    },
  ];
}

/** A web feature imports no other feature: only src/app composes them. */
function webFeatureZones(root) {
  return foldersIn(root, WEB_FEATURES).map((feature) => ({
    target: `./${WEB_FEATURES}/${feature}`,
    from: `./${WEB_FEATURES}`,
    except: [`./${feature}`],
    message: 'Features do not import each other; src/app composes them.',
  }));
}

/**
 * The owner app's shared layers serve every feature, so none of them reaches back into a feature
 * or into src/app, which composes the features: `src/api` (resources, fetch helper, query keys),
 * `src/components` (shared UI) and `src/lib` (helpers). The resource layer holds no UI either.
 */
function webSharedZones() {
  const shared = ['api', 'components', 'lib'].map((layer) => ({
    target: `./${WEB_SRC}/${layer}`,
    from: [`./${WEB_FEATURES}`, `./${WEB_SRC}/app`],
    message: `src/${layer} is shared by the features: it imports none of them, nor src/app.`,
  }));
  return [
    ...shared,
    {
      target: `./${WEB_SRC}/api`,
      from: `./${WEB_SRC}/components`,
      message: 'src/api is the resource layer: it imports no components.',
    },
  ];
}

/**
 * An API module's HTTP wiring (`*.routes.ts`) is its own: another module uses its services and
 * repositories, never its routes. Its composition (`*.module.ts`) is what app.ts and the other
 * modules' compositions are built from, and nothing else reaches for it.
 */
function apiModuleZones(root) {
  const modules = foldersIn(root, API_MODULES);
  const others = (module, pattern) =>
    modules
      .filter((other) => other !== module)
      .map((other) => `./${API_MODULES}/${other}/**/${pattern}`);
  return modules.flatMap((module) => [
    {
      target: `./${API_MODULES}/${module}/**/*`,
      from: others(module, '*.routes.ts'),
      message: `Module ${module} reaches into another module's routes.`,
    },
    {
      target: `./${API_MODULES}/${module}/**/!(*.module).ts`,
      from: others(module, '*.module.ts'),
      message: `Only a module's composition (*.module.ts) is built from other modules' compositions.`,
    },
  ]);
}

/** The customer surface is its own bundle: it imports only itself, React and the shared package. */
function customerZones() {
  return [
    {
      target: `./${CUSTOMER}`,
      from: './apps/web/src',
      except: ['./customer'],
      message: 'The customer surface imports nothing from the owner app.',
    },
  ];
}

/**
 * Flat-config blocks with the import plugin, the TypeScript resolver, `import/no-cycle` and the
 * generated zones for the tree at `root`.
 */
export function importRules(root) {
  const zones = (extra) => ['error', { basePath: root, zones: [...directionZones(), ...extra] }];
  return [
    {
      plugins: { import: importPlugin },
      settings: {
        'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
        'import/extensions': ['.js', '.mjs', '.ts', '.tsx'],
        'import/resolver': {
          typescript: {
            noWarnOnMultipleProjects: true,
            project: [
              path.join(root, 'apps/*/tsconfig.json'),
              path.join(root, 'packages/*/tsconfig.json'),
              path.join(root, 'e2e/tsconfig.json'),
              path.join(root, 'bench/tsconfig.json'),
            ],
          },
          node: true,
        },
        'import/ignore': ['node_modules'],
      },
      rules: {
        'import/no-cycle': ['error', { ignoreExternal: true }],
        'import/no-restricted-paths': zones([]),
      },
    },
    {
      files: ['apps/api/**/*.ts'],
      rules: { 'import/no-restricted-paths': zones(apiModuleZones(root)) },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      rules: {
        'import/no-restricted-paths': zones([...webFeatureZones(root), ...webSharedZones()]),
      },
    },
    {
      files: [`${CUSTOMER}/**/*.{ts,tsx}`],
      rules: {
        'import/no-restricted-paths': zones(customerZones()),
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: CUSTOMER_FORBIDDEN_PACKAGES,
                message: 'The customer surface stays without MUI and the owner-app libraries.',
              },
            ],
          },
        ],
      },
    },
  ];
}
