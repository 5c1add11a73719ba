// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * House rules that keep the picture in docs/architecture.md true:
 * - web features never import each other (they are composed in web/src/app);
 * - web, admin and server talk only through @app/contracts, never sideways;
 * - no user-visible literal text in the app's JSX: every string goes through i18n.
 */
const noJsxLiterals = {
  meta: { type: 'problem', messages: { literal: 'User-visible text must go through i18n (t()).' } },
  create(context) {
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value)) context.report({ node, messageId: 'literal' })
      },
    }
  },
}

/** Feature folders carry the server's module names (docs/architecture.md); see the vocabulary test. */
const adminFeatures = [
  'account',
  'announcements',
  'audit',
  'auth',
  'chat',
  'config',
  'ledger',
  'operators',
  'products',
  'redeem',
  'vip',
  'wallet',
  'webview',
]

const webFeatures = [
  'account',
  'announcements',
  'auth',
  'chat',
  'config',
  'income',
  'orders',
  'products',
  'redeem',
  'team',
  'wallet',
  'webview',
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
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
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { house: { rules: { 'no-jsx-literals': noJsxLiterals } } },
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
)
