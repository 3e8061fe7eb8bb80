import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  PASSWORD,
  signInViaApi,
  test,
  uniqueEmail,
  type SeededUser,
} from './fixtures.ts';

// Pages that are not for this visitor answer with a redirect from the server, not an empty page
// the browser then leaves.

/** Fills and sends the Login form of the /auth page the browser is on. */
async function signInWithForm(page: Page, person: SeededUser) {
  const login = page.getByRole('tabpanel');
  await login.getByLabel('Email').fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}

test('signed out, /profile and /favorites redirect to /auth on the server, and back after signing in', async ({
  page,
}) => {
  for (const path of ['/profile', '/favorites']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe(`/auth?next=${encodeURIComponent(path)}`);
  }
  const person = await createAccount(page.request, { name: 'Bo Back' });
  await page.goto('/favorites');
  await expect(page).toHaveURL('/auth?next=%2Ffavorites');
  await signInWithForm(page, person);
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
});

test('without the script too, signing in goes back to the page that asked for it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const person = await createAccount(page.request, { name: 'Noa Next' });
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth?next=%2Fprofile');
  await signInWithForm(page, person);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // Only a page of this site: an address elsewhere is ignored.
  const elsewhere = await page.request.get('/auth?next=%2F%2Fevil.example', { maxRedirects: 0 });
  expect(elsewhere.headers()['location']).toBe('/');
  await context.close();
});

test('without the script, signing up first still goes back to the page that asked', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const person: SeededUser = {
    email: uniqueEmail('signup'),
    password: PASSWORD,
    name: 'Sam Signup',
  };
  await page.goto('/favorites');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/auth?tab=signup&next=%2Ffavorites');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please verify your email.'),
  ).toBeVisible();
  await signInWithForm(page, person);
  await expect(page).toHaveURL('/favorites');
  await context.close();
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

test('a provider signing in on /auth lands home (as the spec says), with or without the script', async ({
  page,
  browser,
}) => {
  const provider = await createAccount(page.request, { type: 'provider', name: 'Dana Dash' });
  const signInOn = async (p: typeof page) => {
    await p.goto('/auth');
    await signInWithForm(p, provider);
    await expect(p).toHaveURL('/');
    await expect(p.getByRole('link', { name: 'Provider Dashboard' }).first()).toBeAttached();
  };
  await signInOn(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInOn(await context.newPage());
  await context.close();
});
