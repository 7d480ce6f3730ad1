// Plants the mistakes the import rules exist to catch in a throw-away tree and asserts that ESLint
// reports each one, then asserts that the repository's own config applies those same rules, so a
// rule switched off or a resolver lost makes this file fail instead of the lint going quiet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldersIn, importRules } from './import-rules.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Files of the planted tree, each a line or two of plain TypeScript. */
const PLANTED = {
  // Two files that import each other through `.ts` specifiers, as the API writes them.
  'apps/api/src/modules/alpha/first.ts':
    "import { second } from './second.ts';\nexport const first = (): number => second() + 1;\n",
  'apps/api/src/modules/alpha/second.ts':
    "import { first } from './first.ts';\nexport const second = (): number => (first ? 1 : 0);\n",
  // A module reaching into another module's routes.
  'apps/api/src/modules/alpha/reach.ts':
    "import { routes } from '../beta/beta.routes.ts';\nexport const reach = routes;\n",
  'apps/api/src/modules/beta/beta.routes.ts': 'export const routes = 1;\n',
  // A service reaching for another module's composition; compositions may build on each other.
  'apps/api/src/modules/beta/beta.module.ts': 'export const betaModule = 1;\n',
  'apps/api/src/modules/alpha/alpha.service.ts':
    "import { betaModule } from '../beta/beta.module.ts';\nexport const service = betaModule;\n",
  'apps/api/src/modules/alpha/alpha.module.ts':
    "import { betaModule } from '../beta/beta.module.ts';\nexport const alphaModule = betaModule;\n",
  // One web feature importing another.
  'apps/web/src/features/cart/cart.ts':
    "import { menu } from '../menu/menu.ts';\nexport const cart = menu;\n",
  'apps/web/src/features/menu/menu.ts': 'export const menu = 1;\n',
  // The shared web layers reaching into a feature, and the resource layer into the UI.
  'apps/web/src/api/business.ts':
    "import { menu } from '../features/menu/menu.ts';\nexport const business = menu;\n",
  'apps/web/src/components/pending-button.ts':
    "import { menu } from '../features/menu/menu.ts';\nexport const button = menu;\n",
  'apps/web/src/api/branches.ts':
    "import { button } from '../components/pending-button.ts';\nexport const branches = button;\n",
  // Allowed: a feature using the shared layers.
  'apps/web/src/features/menu/menu-api.ts':
    "import { business } from '../../api/business.ts';\nimport { button } from '../../components/pending-button.ts';\nexport const api = [business, button];\n",
  // The customer surface importing the owner app and MUI.
  'apps/web/src/customer/page.ts':
    "import { menu } from '../features/menu/menu.ts';\nimport Button from '@mui/material/Button';\nexport const page = [menu, Button];\n",
  // The shared package importing an app.
  'packages/shared/src/rules.ts':
    "import { menu } from '../../../apps/web/src/features/menu/menu.ts';\nexport const rules = menu;\n",
  // Allowed: a feature importing itself, the shared package importing itself.
  'apps/web/src/features/menu/menu-list.ts':
    "import { menu } from './menu.ts';\nexport const list = [menu];\n",
};

let tree;
let messages;

function reported(file) {
  return messages.get(file) ?? [];
}

beforeAll(async () => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-lint-'));
  for (const [file, text] of Object.entries(PLANTED)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const eslint = new ESLint({
    cwd: tree,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...importRules(tree),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  messages = new Map(
    results.map((result) => [path.relative(tree, result.filePath), result.messages]),
  );
}, 60_000);

afterAll(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
});

describe('the import rules on a planted tree', () => {
  it('report a two-file cycle through .ts imports on both files', () => {
    for (const file of ['first.ts', 'second.ts'])
      expect(
        reported(`apps/api/src/modules/alpha/${file}`).map((message) => message.ruleId),
      ).toContain('import/no-cycle');
  });

  it("report a module importing another module's routes", () => {
    expect(reported('apps/api/src/modules/alpha/reach.ts')).toEqual([
      expect.objectContaining({ ruleId: 'import/no-restricted-paths' }),
    ]);
  });

  it("report a service importing another module's composition, not a composition doing so", () => {
    expect(reported('apps/api/src/modules/alpha/alpha.service.ts')).toEqual([
      expect.objectContaining({ ruleId: 'import/no-restricted-paths' }),
    ]);
    expect(reported('apps/api/src/modules/alpha/alpha.module.ts')).toEqual([]);
  });

  it('report a web feature importing another feature, by a folder no list names', () => {
    expect(reported('apps/web/src/features/cart/cart.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other'),
      }),
    ]);
  });

  it('report src/api and src/components importing a feature, and src/api importing components', () => {
    for (const file of ['api/business.ts', 'components/pending-button.ts'])
      expect(reported(`apps/web/src/${file}`)).toEqual([
        expect.objectContaining({
          ruleId: 'import/no-restricted-paths',
          message: expect.stringContaining('is shared by the features'),
        }),
      ]);
    expect(reported('apps/web/src/api/branches.ts')).toEqual([
      expect.objectContaining({
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('imports no components'),
      }),
    ]);
  });

  it('report the customer surface importing the owner app and MUI', () => {
    expect(reported('apps/web/src/customer/page.ts').map((message) => message.ruleId)).toEqual([
      'import/no-restricted-paths',
      'no-restricted-imports',
    ]);
  });

  it('report the shared package importing an app', () => {
    expect(reported('packages/shared/src/rules.ts')).toEqual([
      expect.objectContaining({ ruleId: 'import/no-restricted-paths' }),
    ]);
  });

  it('leave imports inside one feature alone', () => {
    expect(reported('apps/web/src/features/menu/menu-list.ts')).toEqual([]);
    expect(reported('apps/web/src/features/menu/menu-api.ts')).toEqual([]);
    expect(reported('apps/api/src/modules/beta/beta.routes.ts')).toEqual([]);
  });
});

describe("the repository's ESLint config", () => {
  const eslint = new ESLint({ cwd: repoRoot });

  it('applies the cycle rule and the TypeScript resolver to API, web and shared code', async () => {
    for (const file of [
      'apps/api/src/app.ts',
      'apps/web/src/main.tsx',
      'packages/shared/src/errors/app-error.ts',
    ]) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules['import/no-cycle'][0], file).toBe(2);
      expect(Object.keys(config.settings['import/resolver']), file).toContain('typescript');
    }
  });

  it('fences every web feature folder there is, and the shared layers', async () => {
    const config = await eslint.calculateConfigForFile('apps/web/src/main.tsx');
    const [severity, { zones }] = config.rules['import/no-restricted-paths'];
    expect(severity).toBe(2);
    const features = foldersIn(repoRoot, 'apps/web/src/features');
    expect(features.length).toBeGreaterThan(10);
    expect(zones.map((zone) => zone.target)).toEqual(
      expect.arrayContaining(features.map((feature) => `./apps/web/src/features/${feature}`)),
    );
    expect(zones.map((zone) => zone.target)).toEqual(
      expect.arrayContaining(
        ['api', 'components', 'lib'].map((layer) => `./apps/web/src/${layer}`),
      ),
    );
  });

  it('fences every API module folder there is', async () => {
    const config = await eslint.calculateConfigForFile('apps/api/src/app.ts');
    const [severity, { zones }] = config.rules['import/no-restricted-paths'];
    expect(severity).toBe(2);
    const modules = foldersIn(repoRoot, 'apps/api/src/modules');
    expect(zones.map((zone) => zone.target)).toEqual(
      expect.arrayContaining(modules.map((module) => `./apps/api/src/modules/${module}/**/*`)),
    );
  });
});
