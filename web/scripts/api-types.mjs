// Generates the web app's API types (src/api/schema.d.ts) from the server's OpenAPI document:
// `node scripts/api-types.mjs <openapi.json> <schema.d.ts>` (`make api-types`). It is the
// openapi-typescript CLI's output except for one type: the server's sanitized HTML (the schema
// SafeHtml) becomes a branded string, so a plain string never type-checks where HTML is rendered.
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import ts from 'typescript'

const [input, output] = process.argv.slice(2)
if (!input || !output) {
  console.error('usage: node scripts/api-types.mjs <openapi.json> <schema.d.ts>')
  process.exit(2)
}

const f = ts.factory
// string & { readonly __brand: 'SafeHtml' }
const safeHtml = f.createIntersectionTypeNode([
  f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
  f.createTypeLiteralNode([
    f.createPropertySignature(
      [f.createModifier(ts.SyntaxKind.ReadonlyKeyword)],
      '__brand',
      undefined,
      f.createLiteralTypeNode(f.createStringLiteral('SafeHtml')),
    ),
  ]),
])

const ast = await openapiTS(pathToFileURL(input), {
  transform(_schema, { path }) {
    if (path === '#/components/schemas/SafeHtml') return safeHtml
  },
})
writeFileSync(output, COMMENT_HEADER + astToString(ast))
