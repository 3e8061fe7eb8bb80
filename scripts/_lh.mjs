import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, runs = '3'] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (let i = 0; i < Number(runs); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const tasks = (a['long-tasks'].details?.items ?? []).map((t) => `${Math.round(t.duration)}:${t.url.split('/').pop() || 'doc'}`).join(' ');
  console.log(Math.round(r.lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), '|', tasks);
}
await chrome.kill();
