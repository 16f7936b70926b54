/**
 * Where the top of a page (its banner or the home page's slider) ends in the HTML. The page is
 * hidden until the parser has reached it (src/styles/global.css, `body:not(:has(…))`): on a slow
 * phone the parser yields part-way through a page, and a paint then showed a menu centred on its
 * first few items or a banner's title at the bottom of a banner still without its text, which
 * moved as the rest came. (`<link rel="expect" href="#first-screen-end" blocking="render">` did
 * this in Chromium only, and the Nu Html Checker refuses `blocking` on a link that is not a
 * stylesheet, which the HTML standard allows.)
 */
export function FirstScreenEnd() {
  return <span id="first-screen-end" hidden />
}
