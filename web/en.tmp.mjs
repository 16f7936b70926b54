import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
page.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('request', r => { if (r.url().includes('/api/')) console.log('fetch', r.url()) })
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
console.log(await page.evaluate(() => document.documentElement.dataset.render + ' ' + document.documentElement.lang + ' ' + location.href))
await browser.close()
