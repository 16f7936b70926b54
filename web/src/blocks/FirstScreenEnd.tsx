/**
 * Where the top of a page (its banner or the home page's slider) ends in the HTML. The page's
 * `<link rel="expect" href="#first-screen-end" blocking="render">` (index.html) keeps the
 * browser from painting before the parser has reached it: on a slow phone the parser yields
 * part-way through a page, and a paint then showed a menu centred on its first few items or a
 * banner's title at the bottom of a banner still without its text, which moved as the rest came.
 */
export function FirstScreenEnd() {
  return <span id="first-screen-end" hidden />
}
