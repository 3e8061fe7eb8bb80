import { describe, expect, it } from 'vitest';
import { insertListing, insertProvider } from '#tests/helpers/factories.ts';
import type { TestContext } from '#tests/helpers/test-app.ts';
import { testAppWithPagesPerFile } from '#tests/helpers/web-pages.ts';

let ctx: TestContext;
testAppWithPagesPerFile((app) => (ctx = app));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
/** The server's stand-in for the detail dialog, which a browser without JavaScript shows. */
const requested = (html: string) =>
  /<section aria-label="The community you opened"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? null;
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('/browse?listing={id} as the server renders it', () => {
  it('names the sample and links its community page', async () => {
    const response = await get('/browse?listing=1');
    expect(response.statusCode).toBe(200);
    const section = requested(response.body);
    expect(section).toContain('Rose City Gardens Assisted Living');
    expect(links(section ?? '')).toEqual(['/communities/rose-city-gardens-assisted-living-1']);
  });

  it('links a community the filters leave out, and its tour request', async () => {
    const provider = await insertProvider(ctx.database.db);
    const listing = await insertListing(ctx.database.db, provider, {
      title: 'Maple Grove Residence',
      careType: 'assisted-living',
    });
    const response = await get(`/browse?type=memory-care&listing=${listing.id}`);
    const page = `/communities/maple-grove-residence-${listing.id}`;
    expect(links(requested(response.body) ?? '')).toEqual([page, `${page}#request-a-tour`]);
    // The dialog finds the listing in the state the page hydrates from: no request for it.
    expect(response.body).toContain(`[["listings","detail","${listing.id}"],{`);
  });

  it('shows no stand-in without a listing, or for one that does not exist', async () => {
    for (const url of ['/browse', '/browse?listing=999', '/browse?listing=not-an-id']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(requested(response.body), url).toBeNull();
    }
  });
});

describe('/browse laid out for the browser that asks (docs/decisions/066)', () => {
  const sidebar = /<aside aria-label="Filters"/;
  const state = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );

  it('renders the filter sidebar for a browser that says nothing or says it is not a phone', async () => {
    for (const headers of [{}, { 'sec-ch-ua-mobile': '?0' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/browse', headers });
      expect(response.body).toMatch(sidebar);
      expect(state(response.body).phone).toBe(false);
    }
  });

  it('leaves the sidebar out for a phone, and tells the browser so it hydrates the same', async () => {
    const headers = { 'sec-ch-ua-mobile': '?1' };
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/browse?type=memory-care',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(sidebar);
    expect(state(response.body).phone).toBe(true);
    // The phone's Filters button, with the active filters counted, is in its markup.
    expect(response.body.replaceAll('<!-- -->', '')).toMatch(
      /Filters<span[^>]*>1<span class="sr-only"> active/,
    );
  });
});

describe('/browse with location text that names no place', () => {
  it('says so, and links the places it may have meant (docs/decisions/063)', async () => {
    const response = await get('/browse?location=Seattle%2C+OR');
    expect(response.statusCode).toBe(200);
    // React marks where one text node ends and the next begins.
    const text = response.body.replaceAll('<!-- -->', '');
    expect(text).toContain('No place called “Seattle, OR”; showing names that match.');
    expect(text).toMatch(/Did you mean <span><a [^>]*>Seattle, WA<\/a><\/span>\?/);
    expect(links(response.body)).toContain('/browse?location=Seattle%2C+WA');
  });
});

describe('/browse with a mistyped city (docs/decisions/111)', () => {
  it('goes to the city it is a typo of, written in the box', async () => {
    const response = await get('/browse?location=Tuscon%2C+AZ&type=memory-care');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/browse?location=Tucson%2C+AZ&type=memory-care');
  });
});

describe('/browse with care typed before the place (docs/decisions/079)', () => {
  it('goes to the same search written as filters, keeping the others', async () => {
    const response = await get(
      '/browse?location=assisted+living+in+Seattle&type=memory-care&sort=distance',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Seattle&type=memory-care&type=assisted-living&sort=distance',
    );
  });

  it('asks for each kind of care named (docs/decisions/103)', async () => {
    const response = await get('/browse?location=assisted+living+and+memory+care+in+Phoenix%2C+AZ');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Phoenix%2C+AZ&type=assisted-living&type=memory-care',
    );
  });

  it('keeps "near me" for the location it asks for (decision 110), and leaves a place alone', async () => {
    const nearMe = await get('/browse?location=memory+care+near+me');
    expect(nearMe.headers.location).toBe('/browse?location=near+me&type=memory-care');
    expect((await get('/browse?location=Seattle')).statusCode).toBe(200);
  });
});

describe('/browse with a distance typed with the place (docs/decisions/082)', () => {
  it('goes to the place and the distance written as filters', async () => {
    const response = await get(
      '/browse?location=within+10+miles+of+Seattle%2C+WA&type=memory-care',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Seattle%2C+WA&type=memory-care&radius=10',
    );
  });
});

describe('/browse with a way of paying typed with the place (docs/decisions/104)', () => {
  it('goes to the place, the care and the payment source written as filters', async () => {
    const response = await get(
      '/browse?location=assisted+living+that+takes+Medicaid+in+Phoenix%2C+AZ&payment=veterans',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Phoenix%2C+AZ&type=assisted-living&payment=veterans&payment=medicaid',
    );
    const paymentOnly = await get('/browse?location=Medicaid');
    expect(paymentOnly.headers.location).toBe('/browse?payment=medicaid');
  });
});

describe('/browse with an amenity typed with the place (docs/decisions/112)', () => {
  it('goes to the place, the care and the amenity written as filters', async () => {
    const response = await get(
      '/browse?location=pet+friendly+assisted+living+in+Denver%2C+CO&amenity=WiFi',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Denver%2C+CO&type=assisted-living&amenity=WiFi&amenity=Pet+Friendly',
    );
    const room = await get('/browse?location=private+room+memory+care+Austin%2C+TX');
    expect(room.headers.location).toBe(
      '/browse?location=Austin%2C+TX&type=memory-care&room=private',
    );
    const veterans = await get('/browse?location=assisted+living+for+veterans');
    expect(veterans.headers.location).toBe('/browse?type=assisted-living&payment=veterans');
  });
});

describe('/browse with care that is not listed here (docs/decisions/113)', () => {
  it('keeps the text, searches the place and says the care is not listed', async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertListing(ctx.database.db, provider, {
      title: 'Short North House',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43201',
      lat: 39.99,
      lng: -83.0,
    });
    const response = await get('/browse?location=hospice+care+in+Ohio');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('CareNest lists senior-living communities, not hospice care.');
    expect(response.body).toContain('Short North House');
    expect(response.body).toContain('value="hospice care in Ohio"');
  });
});

describe('/browse with a price typed with the place (docs/decisions/105)', () => {
  it('goes to the place, the care and the price written as filters', async () => {
    const response = await get('/browse?location=assisted+living+under+%243%2C000+in+Dallas%2C+TX');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Dallas%2C+TX&type=assisted-living&maxPrice=3000',
    );
  });
});

describe('/browse with care typed after the place (docs/decisions/080)', () => {
  it('goes to the place and care written as filters when no name matches the text', async () => {
    const response = await get('/browse?location=Seattle+assisted+living&sort=distance');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/browse?location=Seattle&type=assisted-living&sort=distance',
    );
  });

  it("leaves a community's name a name, offering the place and care", async () => {
    const provider = await insertProvider(ctx.database.db);
    await insertListing(ctx.database.db, provider, { title: 'Sunrise Assisted Living' });
    const response = await get('/browse?location=Sunrise+Assisted+Living');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Did you mean');
    expect(links(response.body)).toContain('/browse?location=assisted+living+in+Sunrise%2C+FL');
  });
});

describe('/browse?page=N shows the first N pages ("Load more" without the script)', () => {
  const cardTitles = (html: string) =>
    [...html.matchAll(/<h2[^>]*>(?:<a [^>]*>)?(Pinecrest Cottage \d+)/g)].map((m) => m[1]);
  const loadMore = (html: string) =>
    /<a [^>]*href="([^"]+)"[^>]*>Load more<\/a>/.exec(html.replaceAll('&amp;', '&'))?.[1] ?? null;

  it('links to one page more, and that address shows both pages', async () => {
    const provider = await insertProvider(ctx.database.db);
    for (let i = 1; i <= 14; i += 1) {
      await insertListing(ctx.database.db, provider, {
        title: `Pinecrest Cottage ${i}`,
        careType: 'respite-care',
      });
    }
    const first = await get('/browse?type=respite-care');
    expect(cardTitles(first.body)).toHaveLength(12);
    expect(loadMore(first.body)).toBe('?type=respite-care&page=2');

    const both = await get('/browse?type=respite-care&page=2');
    expect(both.statusCode).toBe(200);
    expect(new Set(cardTitles(both.body)).size).toBe(14);
    expect(loadMore(both.body)).toBeNull();
  });
});
