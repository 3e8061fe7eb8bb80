import { createAccount, expect, PASSWORD, signInViaApi, test, uniqueEmail } from './fixtures.ts';
import { dateInFiveDays, providerWithListing } from './provider-listing.ts';

// Pages that work before their scripts (docs/architecture.md §1): with JavaScript off, the
// forms are real forms the server handles, and links are links.
test.use({ javaScriptEnabled: false });

test('signs up and signs in; the password never reaches a URL and the session works', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  const email = uniqueEmail('nojs');

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/auth?tab=signup');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Full name').fill('Noa Script');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }).check();
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/auth?tab=login&notice=signed-up');
  await expect(page.getByRole('status')).toHaveText(
    'Account created successfully! Please verify your email.',
  );

  // A refused sign-in comes back as the page with the message, the email kept, the password not.
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill('not-my-password-9');
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveValue(email);
  await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('');

  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  // A page only a signed-in person may see answers instead of sending them to /auth.
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  const leaks = seen.filter((url) => url.includes('password') || url.includes(PASSWORD));
  expect(leaks).toEqual([]);
});

test('changes the name, phone and password on /profile; no password reaches a URL', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  const user = await createAccount(page.request, { name: 'Pia Profile' });
  await signInViaApi(page, user);
  await page.goto('/profile');
  const personal = page.locator('#personal-information');
  await expect(personal.getByLabel('Full name')).toHaveValue('Pia Profile');

  // Refused by the server: said at the field, with what was typed.
  await personal.getByLabel('Full name').fill(' ');
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(personal.getByText('Name is required')).toBeVisible();
  await personal.getByLabel('Full name').fill('Pia Renamed');
  await personal.getByLabel('Phone number').fill('2065550123');
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/profile?notice=profile-update#personal-information');
  await expect(personal.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(personal.getByLabel('Full name')).toHaveValue('Pia Renamed');
  await expect(personal.getByLabel('Phone number')).toHaveValue('(206) 555-0123');

  const password = page.locator('#password');
  const newPassword = 'tulip-harbor-violin-64';
  await password.getByLabel('Current password').fill('not-my-password-9');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/profile?notice=password-change#password');
  await expect(password.getByRole('status')).toHaveText(
    'Password changed. Other devices have been signed out.',
  );
  // This device stays signed in; the new password is the one that works.
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const signIn = (pw: string) =>
    page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: pw },
      headers: { origin: new URL(page.url()).origin },
    });
  expect((await signIn(PASSWORD)).ok()).toBe(false);
  expect((await signIn(newPassword)).ok()).toBe(true);

  // No field named like a password in any address, and neither password anywhere in one.
  const fieldsSent = seen.flatMap((url) => [...new URL(url).searchParams.keys()]);
  expect(fieldsSent.filter((name) => /password/i.test(name))).toEqual([]);
  expect(seen.filter((url) => url.includes(newPassword) || url.includes(PASSWORD))).toEqual([]);
});

test('searches with filters on /browse', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find communities' });
  await hero.getByText('Memory Care').click();
  await hero.getByLabel('Location, city, or zip code').fill('wa');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/browse?type=memory-care&location=wa');

  await page.getByRole('checkbox', { name: 'Assisted Living' }).check();
  await page.getByRole('button', { name: 'Apply care types' }).click();
  await expect(page).toHaveURL(/type=memory-care&type=assisted-living|type=assisted-living/);
  await expect(page).toHaveURL(/location=wa/);
  await expect(page.getByRole('checkbox', { name: 'Memory Care' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Assisted Living' })).toBeChecked();

  await page.getByRole('textbox', { name: 'Zip code' }).fill('98101');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/zip=98101/);
  await expect(page).toHaveURL(/type=assisted-living/);
  await expect(page.getByText('Within 50 miles')).toBeVisible();

  // Clear filters is a link: it works without the script too, keeping the location text.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/browse?location=wa');
  await expect(page.getByRole('checkbox', { name: 'Assisted Living' })).not.toBeChecked();
  // What only the script can do is not offered without it.
  await expect(page.getByRole('button', { name: 'Hide filters' })).toBeHidden();
});

test('sends a tour request from a community page', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { id, title } = await providerWithListing(page);
  const family = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await family.newPage();
  await visitor.goto(`/communities/x-${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const section = visitor.getByRole('region', { name: 'Request a tour' });
  await section.getByRole('link', { name: 'Request a tour' }).click();
  await expect(visitor).toHaveURL(/\?tour=request#request-a-tour-section$/);
  // The page opens at the section, its heading clear of the sticky header.
  const header = await visitor.getByRole('banner').boundingBox();
  const heading = await section.getByRole('heading', { name: 'Request a tour' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // Sent without a date: the form comes back, open where its message is, with what was typed.
  await section.getByLabel('Your name').fill('Tess Noscript');
  await section.getByLabel('Email', { exact: true }).fill(uniqueEmail('nojs-tour'));
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByText('Choose a preferred date')).toBeVisible();
  await expect(visitor).toHaveURL(/\?tour=request#request-a-tour-section$/);
  await expect(section.getByText('Choose a preferred date')).toBeInViewport();
  await expect(section.getByLabel('Your name')).toHaveValue('Tess Noscript');

  await section.getByLabel('Preferred date').fill(dateInFiveDays());
  await section.getByLabel('Time of day').selectOption('afternoon');
  await section.getByRole('radio', { name: 'Phone or email' }).check();
  await section.getByLabel('Phone (optional)').fill('(503) 555-0142');
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor).toHaveURL(/\?tour=sent/);
  await expect(section.getByRole('status')).toContainText('Tour request sent');
  await family.close();

  // The provider's dashboard is drawn by the server, each tab a link to its own address.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
  const premium = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Premium', exact: true }) });
  await expect(premium.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Listings' }).click();
  await expect(page).toHaveURL('/dashboard?tab=listings');
  await expect(page.getByRole('tabpanel').getByText(title)).toBeVisible();
  await page.getByRole('tab', { name: /^Inquiries/ }).click();
  await expect(page.getByRole('tab', { name: 'Inquiries 1 new' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').getByText('Tess Noscript')).toBeVisible();
  // What needs the script says so, instead of spinning.
  await expect(
    page.getByText(/^JavaScript is off in this browser\. You can read your dashboard/),
  ).toBeVisible();
  await page.goto(`/edit-listing/${id}`);
  await expect(
    page.getByText(/^JavaScript is off in this browser, and the listing form needs it/),
  ).toBeVisible();
});

test('subscribes to the newsletter: a refused address says why, a good one is confirmed', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  await page.goto('/resources');
  const box = page.getByRole('region', { name: 'Get new guides by email' });
  await box.getByLabel('Email address').fill('not-an-email');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Please enter a valid email address')).toBeVisible();
  await expect(box.getByLabel('Email address')).toHaveValue('not-an-email');

  const email = uniqueEmail('letters');
  await box.getByLabel('Email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/resources?subscribed=1#newsletter');
  await expect(box.getByRole('status')).toHaveText(
    "Thanks for subscribing! You'll hear from us about once a month.",
  );
  // The address travelled in a POST body, never in an address.
  expect(seen.some((url) => url.includes('letters'))).toBe(false);
});
