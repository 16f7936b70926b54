import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Snippet } from './Snippet'
import { snippetParts } from './snippet'

describe('search snippet', () => {
  it('marks the matched words and shows escaped text as the text it stands for', () => {
    const { container } = render(
      <Snippet snippet='<mark>Grants</mark> for first-year students &amp; "more" &#x27;23' />,
    )
    const marks = container.querySelectorAll('mark')
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Grants'])
    expect(container).toHaveTextContent(`Grants for first-year students & "more" '23`)
  })

  it('shows markup quoted in the content as text, never as elements', () => {
    const { container } = render(
      <Snippet snippet='Flood &lt;img src=x <mark>onerror</mark>="alert(1)"&gt; &lt;script&gt;alert(2)&lt;/script&gt;' />,
    )
    expect(container.querySelector('img, script')).toBeNull()
    expect(container).toHaveTextContent(
      'Flood <img src=x onerror="alert(1)"> <script>alert(2)</script>',
    )
    expect(container.querySelector('mark')).toHaveTextContent('onerror')
  })

  it('keeps even raw markup the server should never send as text', () => {
    const { container } = render(
      <Snippet snippet={'<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'} />,
    )
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(container).toHaveTextContent(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>',
    )
  })

  it('reads unknown entities and stray marks without losing text', () => {
    expect(snippetParts('a &bogus; b</mark> c')).toEqual([
      { text: 'a &bogus; b', mark: false },
      { text: ' c', mark: false },
    ])
  })
})
