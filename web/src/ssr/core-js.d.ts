// core-js-pure ships no types for its entry points; these two are the standard classes.
declare module 'core-js-pure/actual/url' {
  const URLImpl: typeof URL
  export default URLImpl
}
declare module 'core-js-pure/actual/url-search-params' {
  const URLSearchParamsImpl: typeof URLSearchParams
  export default URLSearchParamsImpl
}
