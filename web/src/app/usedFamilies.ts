/**
 * The page families (folders of src/pages) a render asked for: the server's render reports them,
 * so the page it sends links their stylesheets before any script runs.
 */
export const usedFamilies = new Set<string>()
