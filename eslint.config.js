import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.tmp', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
      ],
    },
  },
  {
    // code both sides run: no React, DOM, Node or server imports
    files: ['src/policies/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'node:*', 'antd', '@refinedev/*'] },
            { regex: '(^|/)server/' },
            { regex: '^\\.\\./(components|resources|providers|layout|pages|tools|config)/' },
          ],
        },
      ],
    },
  },
  {
    // the server takes from the browser app only what both sides share
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(?!policies/|shared/)',
              message: 'The server imports only src/policies and src/shared from the browser app.',
            },
          ],
        },
      ],
    },
  },
);
