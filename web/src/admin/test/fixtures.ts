// API answers for the admin's tests: a content type with a field of every kind, an item of it.
import type { ContentType, Item, StaffUser, Summary } from '../api/types'

export const editor: StaffUser = { id: 2, email: 'editor@dbu.edu.kz', role: 'editor' }
export const admin: StaffUser = { id: 1, email: 'admin@dbu.edu.kz', role: 'admin' }
export const manager: StaffUser = { id: 3, email: 'inbox@dbu.edu.kz', role: 'manager' }

const tr = (kz: string, ru = '', en = '') => ({ kz, ru, en })

export const samples: ContentType = {
  name: 'samples',
  singleton: false,
  title_field: 'title',
  slug_field: 'slug',
  list_fields: ['kind', 'starts_at'],
  publishable: true,
  fields: [
    { name: 'title', kind: 'translated', required: true, max_length: 300 },
    { name: 'slug', kind: 'slug', required: true },
    { name: 'excerpt', kind: 'translated_long', required: false },
    { name: 'body', kind: 'rich_text', required: false },
    { name: 'code', kind: 'text', required: false },
    { name: 'bio', kind: 'long_text', required: false },
    { name: 'year', kind: 'integer', required: false, min: 1900, max: 2999 },
    { name: 'lat', kind: 'number', required: false },
    { name: 'date', kind: 'date', required: false },
    { name: 'starts_at', kind: 'datetime', required: false },
    { name: 'image', kind: 'image', required: false },
    { name: 'images', kind: 'images', required: false },
    { name: 'file', kind: 'document', required: false },
    { name: 'video', kind: 'video', required: false },
    { name: 'url', kind: 'url', required: false },
    { name: 'email', kind: 'email', required: false },
    { name: 'color', kind: 'color', required: false },
    { name: 'kind', kind: 'choice', required: true, choices: ['certificates', 'purchases'] },
    { name: 'school', kind: 'reference', required: false, reference: 'schools' },
    { name: 'projects', kind: 'references', required: false, reference: 'projects' },
    { name: 'consultation_items', kind: 'translated_list', required: false },
    {
      name: 'contacts',
      kind: 'object',
      required: false,
      fields: [
        { name: 'phone', kind: 'text', required: false },
        { name: 'work_hours', kind: 'translated', required: false },
      ],
    },
    {
      name: 'blocks',
      kind: 'list',
      required: false,
      fields: [
        { name: 'n', kind: 'integer', required: true, min: 1, max: 1000 },
        { name: 'title', kind: 'translated', required: false },
        { name: 'desc', kind: 'rich_text', required: false },
        {
          name: 'items',
          kind: 'list',
          required: false,
          fields: [
            { name: 'title', kind: 'translated', required: false },
            { name: 'link_url', kind: 'url', required: false },
          ],
        },
      ],
    },
    { name: 'geo_point', kind: 'geo', required: false },
  ],
}

export const settings: ContentType = {
  name: 'settings',
  singleton: true,
  title_field: 'name',
  slug_field: null,
  list_fields: [],
  publishable: false,
  fields: [{ name: 'name', kind: 'translated', required: true }],
}

export function sample(overrides: Partial<Item> = {}): Item {
  return {
    id: 7,
    status: 'draft',
    publish_at: null,
    version: 3,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    updated_by: 'editor@dbu.edu.kz',
    missing: { ru: ['title'], en: [] },
    public_path: '/samples/open-day',
    title: tr('Ашық есік күні', '', 'Open day'),
    slug: 'open-day',
    excerpt: tr('Қысқаша', 'Кратко', 'Briefly'),
    body: tr('<p>Мәтін</p>', '<p>Текст</p>', '<p>Text</p>'),
    code: 'B057',
    bio: '',
    year: 2026,
    lat: 43.2,
    date: '2026-12-01',
    starts_at: '2026-12-01T10:00:00',
    image: '/assets/media/open-day-960.webp',
    images: ['/assets/media/a.webp', '/assets/media/b.webp'],
    file: null,
    video: null,
    url: '/about',
    email: 'press@dbu.edu.kz',
    color: '#123a7c',
    kind: 'certificates',
    school: 1,
    projects: [2],
    consultation_items: [tr('Бірінші', 'Первый', 'First')],
    contacts: { phone: '+7 727 000 00 00', work_hours: tr('9–18', '9–18', '9–18') },
    blocks: [
      {
        n: 1,
        title: tr('Бірінші блок', 'Первый блок', 'First block'),
        desc: tr('', '', ''),
        items: [{ title: tr('Элемент', 'Элемент', 'Item'), link_url: '/a' }],
      },
      { n: 2, title: tr('Екінші блок', '', ''), desc: tr('', '', ''), items: [] },
    ],
    geo_point: 'somewhere',
    ...overrides,
  }
}

export function summary(id: number, title: string, overrides: Partial<Summary> = {}): Summary {
  return {
    id,
    status: 'published',
    publish_at: null,
    updated_at: '2026-11-21T10:00:00Z',
    title: { kz: title, ru: '', en: title },
    slug: `item-${id}`,
    missing: ['ru'],
    fields: { kind: 'purchases', starts_at: '2026-12-01T10:00:00' },
    ...overrides,
  }
}

export const page = <T>(items: T[], current = 1, last = 1) => ({
  data: items,
  meta: { current_page: current, last_page: last, per_page: 20, total: items.length },
})
