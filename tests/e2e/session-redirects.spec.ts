import { createAccount, expect, signInViaApi, test } from './fixtures.ts';

// Pages that are not for this visitor answer with a redirect from the server, not an empty page
// the browser then leaves.

test('signed out, /profile and /favorites redirect to /auth on the server', async ({ page }) => {
  for (const path of ['/profile', '/favorites']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/auth');
  }
  await page.goto('/favorites');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('signed in, /auth redirects home on the server, and /profile is rendered', async ({
  page,
}) => {
  const person = await createAccount(page.request, { name: 'Riley Redirect' });
  await signInViaApi(page, person);
  const auth = await page.request.get('/auth?tab=signup', { maxRedirects: 0 });
  expect(auth.status()).toBe(302);
  expect(auth.headers()['location']).toBe('/');
  expect(auth.headers()['cache-control']).toBe('private, no-store');

  const profile = await page.request.get('/profile', { maxRedirects: 0 });
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain('Riley Redirect');
});
