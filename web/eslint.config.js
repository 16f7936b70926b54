import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'

// Folder rules (style.md "folders by feature"): a page family never imports another one, and
// shared code (blocks, api, i18n, lib) never imports pages or the app shell. Outside its own
// folder a module is imported through the "@/" alias, so these patterns see every crossing.
// A form's module is heavy; everything outside src/forms takes the deferred one (forms/deferred).
const formsAreDeferred = {
  group: ['@/forms/*Form'],
  message: 'Import forms from "@/forms/deferred" so they load only when needed.',
}
const sharedMayNotImport = {
  group: ['@/pages/**', '@/app/**'],
  message: 'Shared code must not depend on pages or on the app shell.',
}

// The staff's app (src/admin) is its own chunk that visitors never download: public code may not
// import it (the router loads it with a dynamic import(), which this rule does not see).
const adminIsStaffOnly = {
  group: [
    '@/admin',
    '@/admin/**',
    ...['../', '../../', '../../../'].flatMap((up) => [`${up}admin`, `${up}admin/**`]),
  ],
  message: 'Public code must not import the admin (src/admin): visitors would download it.',
}

// HTML reaches the page in one place: RichText, which takes only the server's sanitized HTML
// (SafeHtml, a branded type of the API's answers). Everything else renders text.
const noRawHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "Render the server's sanitized HTML with <RichText html={…}> (blocks/RichText).",
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(inner|outer)HTML$/]',
    message: 'Set text, not HTML; sanitized HTML goes through <RichText>.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Set text, not HTML; sanitized HTML goes through <RichText>.',
  },
]
const noSafeHtmlCast = {
  selector:
    "TSAsExpression[typeAnnotation.typeName.name='SafeHtml'], TSTypeAssertion[typeAnnotation.typeName.name='SafeHtml']",
  message: 'Only the API answers SafeHtml; a cast would vouch for HTML nobody sanitized.',
}

const restoredRoles = {
  ul: ['list'],
  ol: ['list'],
  table: ['table'],
  thead: ['rowgroup'],
  tbody: ['rowgroup'],
  tr: ['row'],
  th: ['columnheader', 'rowheader'],
  td: ['cell'],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'playwright-report',
      'test-results',
      'src/api/schema.d.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Accessibility of the markup itself (labels, roles, keyboard access to what a mouse can do);
    // axe checks the rendered pages in the browser tests.
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Explicit roles on purpose: Safari drops the list semantics of a list without bullets, and
      // browsers drop a table's when it is laid out as cards on phones (admin/ui/CardTable).
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ...restoredRoles }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], ...restoredRoles },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adminIsStaffOnly] }] },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message:
                'Import code outside this page family through "@/" (blocks, api, i18n, lib).',
            },
            { group: ['@/pages/**', '@/app/**'], message: 'Page families are independent.' },
            formsAreDeferred,
            adminIsStaffOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['src/{blocks,api,forms,i18n,lib}/**/*.{ts,tsx}', 'src/routes.ts', 'src/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedMayNotImport, formsAreDeferred, adminIsStaffOnly] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noRawHtml, noSafeHtmlCast] },
  },
  {
    // Test fixtures stand in for API answers (src/test/safeHtml.ts).
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...noRawHtml] },
  },
  {
    files: ['src/blocks/RichText.tsx'],
    rules: { 'no-restricted-syntax': ['error', noSafeHtmlCast] },
  },
  {
    files: ['e2e/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
