import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { isAllowedHref, isSitePath, siteExtensions } from './extensions'

let editor: Editor | null = null
afterEach(() => editor?.destroy())

function roundTrip(html: string): string {
  editor = new Editor({ extensions: siteExtensions, content: html, injectCSS: false })
  return editor.getHTML()
}

describe('the rich-text editor’s schema', () => {
  it('keeps what the public site renders', () => {
    const html =
      '<h2>Тақырып</h2><h3>Бөлім</h3><h4>Тармақ</h4><p><strong>Қалың</strong> <em>көлбеу</em> <a href="/about">сілтеме</a><br>жол</p>' +
      '<ul><li><p>бір</p></li></ul><ol><li><p>екі</p></li></ol><blockquote><p>дәйексөз</p></blockquote>' +
      '<img src="/assets/media/a-960.webp" alt="Кампус">' +
      '<table><tbody><tr><th><p>A</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>'
    expect(roundTrip(html)).toBe(html)
  })

  it('drops styles, classes, other tags and images from other hosts as they come in', () => {
    const html = roundTrip(
      '<h1 style="color:red">Үлкен</h1><p class="x" style="font-size:40px"><span style="color:red">мәтін</span> <u>асты</u> <s>сызылған</s> <code>x</code></p>' +
        '<img src="https://evil.example/x.png" alt="x"><img src="//evil.example/y.png"><img src="data:image/png;base64,AAAA">' +
        '<table style="width:100px"><tr><td style="text-align:right" colwidth="80">1</td></tr></table>' +
        '<p><a href="javascript:alert(1)">a</a> <a href="https://dbu.edu.kz" target="_blank" rel="nofollow">b</a></p>',
    )
    expect(html).not.toMatch(
      /style=|class=|<h1|<span|<u>|<s>|<code|evil|data:|colwidth|target|nofollow|javascript/,
    )
    expect(html).toContain('<a href="https://dbu.edu.kz">b</a>')
    expect(html).toContain('<td><p>1</p></td>')
  })

  it('accepts the links and images the server keeps', () => {
    expect(isAllowedHref('/about')).toBe(true)
    expect(isAllowedHref('https://dbu.edu.kz/a?b=1')).toBe(true)
    expect(isAllowedHref('mailto:info@dbu.edu.kz')).toBe(true)
    expect(isAllowedHref('tel:+7 727 000 00 00')).toBe(true)
    expect(isAllowedHref('//evil.example')).toBe(false)
    expect(isAllowedHref('javascript:alert(1)')).toBe(false)
    expect(isSitePath('/assets/media/a.webp')).toBe(true)
    expect(isSitePath('/\\evil.example/a.png')).toBe(false)
    expect(isSitePath('https://dbu.edu.kz/a.png')).toBe(false)
  })
})
