import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const featuresDir = new URL('./apps/web/src/features/', import.meta.url)
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
})()

// Features never import each other: routes in app/ compose them. One block per feature folder so
// the rule can name the folder that is allowed.
// The portal speaks only public interfaces: it never imports the devnet. Listed in every block that
// sets no-restricted-imports (as is noClassicZod), since a later block's setting replaces an earlier one's.
const noDevnet = {
  group: ['@portal/devnet', '@portal/devnet/*', '**/apps/devnet/**', '**/devnet/src/**'],
  message: 'The portal never imports the devnet.',
}
// Classic zod puts every method on every schema, so one schema brought all of zod into a route; the
// portal and packages/chain build schemas with zod/mini through @portal/chain/zod-mini.
const noClassicZod = {
  // A regex, not a group: the group 'zod' would also match '@hookform/resolvers/zod'.
  regex: '^zod(/v4(/classic(/.*)?)?|/v3(/.*)?)?$',
  message: 'Use z from @portal/chain/zod-mini (zod/mini); classic zod does not tree-shake.',
}

const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Features do not import each other; compose them in app/ routes.',
          },
          {
            group: ['**/features/*', '../../*'],
            message: 'Use @/ imports; features do not reach into each other by relative paths.',
          },
          { group: ['@/app/*', '@/app'], message: 'Features do not import the app shell.' },
          noDevnet,
          noClassicZod,
        ],
      },
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.devnet*/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs['flat/recommended-strict'].rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The portal speaks only public interfaces: it never imports the devnet. Nor classic zod.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/chain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noDevnet, noClassicZod],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // One road per write: reads (lib/chain) sit below writes (lib/transact), never the other way round.
    files: ['apps/web/src/lib/chain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/transact', '@/lib/transact/**', '**/lib/transact/**', '../transact/**'],
              message:
                'lib/chain reads; writes live in lib/transact, which imports lib/chain, not the reverse.',
            },
            noDevnet,
            noClassicZod,
          ],
        },
      ],
    },
  },
  {
    // Features reach off-chain services only through lib/services (one error type, one wallet-challenge
    // session, one set of query keys) and the chain through lib/chain. Tests may still arrange state
    // over a devnet's HTTP.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the service through @/lib/services (or the chain through @/lib/chain).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
          message: 'Call the service through @/lib/services (or the chain through @/lib/chain).',
        },
      ],
    },
  },
  {
    // A page's first localeCompare builds the locale's ICU collator: 60–80 ms at 7.2× on /tokens (issue 41).
    // Names, symbol codes and times sort by compareCodeUnits (@portal/chain/order), the chain's order.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/chain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'localeCompare',
          message:
            'Sort names, symbol codes and times with compareCodeUnits (@portal/chain/order); building a collator is a long task on a phone.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
