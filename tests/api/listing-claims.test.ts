import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingClaims, listings, publicRecords, user } from '#server/db/schema/index.ts';
import { CLAIM_MESSAGES } from '#shared/claim-messages.ts';
import { callAs, createUser, type TestUser } from '#tests/helpers/auth.ts';
import { insertListing, insertSubscription } from '#tests/helpers/factories.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { sendTourRequest, validTourRequest } from '#tests/helpers/tour-request-body.ts';
import { freshWorldPerTest, type World } from '#tests/helpers/world.ts';

let w: World;
freshWorldPerTest((world) => (w = world));

const db = () => w.ctx.database.db;
const claim = (u: TestUser, listingId = w.unclaimedListing) =>
  callAs(w.ctx.app, u, 'POST', `/api/listings/${listingId}/claims`, {});
const decide = (claimId: string, decision: 'approve' | 'reject') =>
  callAs(w.ctx.app, w.users.admin, 'POST', `/api/admin/claims/${claimId}/decision`, { decision });
const listingRow = async () =>
  (await db().select().from(listings).where(eq(listings.id, w.unclaimedListing)))[0];
const mailTo = (email: string) =>
  w.ctx.sentMail.filter((m) => m.to.toLowerCase() === email.toLowerCase());

/** A provider whose verified address is at the record's domain (office@capitoloaks.example). */
async function ownerOfTheDomain(verified = true, plan: 'Basic' | 'Premium' | null = 'Basic') {
  const owner = await createUser(w.ctx.app, {
    type: 'provider',
    company: 'Capitol Oaks',
    email: `owner-${Date.now()}@CapitolOaks.example`,
  });
  await db().update(user).set({ emailVerified: verified }).where(eq(user.id, owner.id));
  if (plan) await insertSubscription(db(), owner.id, plan);
  return owner;
}

describe('claiming an unclaimed listing', () => {
  it('a claim waits for an admin, who rejects it; the provider is told and nothing changes', async () => {
    const sent = await claim(w.users.providerA);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'pending',
      autoApproved: false,
      message: CLAIM_MESSAGES.sent,
    });
    expect((await claim(w.users.providerA)).json().error.message).toBe(
      CLAIM_MESSAGES.alreadyPending,
    );
    const list = (await callAs(w.ctx.app, w.users.admin, 'GET', '/api/admin/claims')).json();
    const mine = list.claims.find((c: { id: string }) => c.id === sent.json().id);
    expect(mine).toMatchObject({
      listingTitle: 'CAPITOL OAKS HOME',
      listingPlace: 'SACRAMENTO, CA',
      licenceNumber: '347009999',
      recordEmail: 'office@capitoloaks.example',
      providerEmail: w.users.providerA.email,
      providerCompany: 'Alpha Care',
    });
    w.ctx.sentMail.length = 0;
    expect((await decide(sent.json().id, 'reject')).json()).toMatchObject({ status: 'rejected' });
    await w.ctx.app.deps.mailQueue.drain();
    expect(mailTo(w.users.providerA.email)).toEqual([
      expect.objectContaining({ subject: 'Your claim of CAPITOL OAKS HOME was not approved' }),
    ]);
    expect(await listingRow()).toMatchObject({ unclaimed: true, providerId: null });
    expect((await decide(sent.json().id, 'approve')).statusCode).toBe(409);
  });

  it('an approval hands the listing over, turns down the other claims and e-mails both', async () => {
    const fromA = (await claim(w.users.providerA)).json();
    w.ctx.sentMail.length = 0;
    const approved = await decide(w.pendingClaimId, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await listingRow()).toMatchObject({
      unclaimed: false,
      providerId: w.users.providerB.id,
    });
    const [other] = await db().select().from(listingClaims).where(eq(listingClaims.id, fromA.id));
    expect(other.status).toBe('rejected');
    await w.ctx.app.deps.mailQueue.drain();
    expect(mailTo(w.users.providerB.email)[0].subject).toBe(
      'Your claim of CAPITOL OAKS HOME was approved',
    );
    expect(mailTo(w.users.providerA.email)[0].subject).toContain('was not approved');
    // Now it is provider B's to edit, and nobody can claim it again.
    const edit = await callAs(
      w.ctx.app,
      w.users.providerB,
      'PUT',
      `/api/provider/listings/${w.unclaimedListing}`,
      listingBody({ title: 'Capitol Oaks Home' }),
    );
    expect(edit.statusCode).toBe(200);
    expect((await claim(w.users.providerA)).json().error.message).toBe(CLAIM_MESSAGES.notClaimable);
  });

  it('nobody edits or deletes an unclaimed listing, and it takes no tour requests', async () => {
    for (const who of [w.users.providerA, w.users.providerB]) {
      const url = `/api/provider/listings/${w.unclaimedListing}`;
      expect((await callAs(w.ctx.app, who, 'PUT', url, listingBody())).statusCode).toBe(404);
      expect((await callAs(w.ctx.app, who, 'DELETE', url)).statusCode).toBe(404);
    }
    const detail = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/listings/${w.unclaimedListing}`,
    });
    expect(detail.json()).toMatchObject({ unclaimed: true, providerId: null, featured: false });
    expect(await listingRow()).toMatchObject({ unclaimed: true, providerId: null });
    const tour = await sendTourRequest(w.ctx.app, w.unclaimedListing, validTourRequest(), {
      as: w.users.seeker,
    });
    expect(tour.statusCode).toBe(409);
  });

  it('a claimed listing counts toward the plan: approval over the Basic limit is refused and says so', async () => {
    await insertListing(db(), w.users.providerA.id, { title: 'Second' });
    await insertListing(db(), w.users.providerA.id, { title: 'Third' });
    const sent = (await claim(w.users.providerA)).json();
    const refused = await decide(sent.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'LISTING_LIMIT_REACHED',
      message: CLAIM_MESSAGES.overLimit,
    });
    const [still] = await db().select().from(listingClaims).where(eq(listingClaims.id, sent.id));
    expect(still.status).toBe('pending');
    expect(await listingRow()).toMatchObject({ unclaimed: true, providerId: null });
    const noPlan = (await claim(w.users.unsubscribed)).json();
    expect((await decide(noPlan.id, 'approve')).json().error.message).toBe(CLAIM_MESSAGES.noPlan);
  });
});

describe('approval at once by e-mail domain', () => {
  it('a verified address at the record e-mail domain is approved at once', async () => {
    const owner = await ownerOfTheDomain();
    w.ctx.sentMail.length = 0;
    const sent = await claim(owner);
    expect(sent.json()).toMatchObject({
      status: 'approved',
      autoApproved: true,
      message: CLAIM_MESSAGES.approvedAtOnce,
    });
    expect(await listingRow()).toMatchObject({ unclaimed: false, providerId: owner.id });
    await w.ctx.app.deps.mailQueue.drain();
    expect(mailTo(owner.email)[0].subject).toBe('Your claim of CAPITOL OAKS HOME was approved');
    // Provider B's pending claim was turned down with it.
    const [other] = await db()
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, w.pendingClaimId));
    expect(other.status).toBe('rejected');
  });

  it('an unverified address, or a plan without room, leaves the claim to an admin', async () => {
    const unverified = await ownerOfTheDomain(false);
    expect((await claim(unverified)).json()).toMatchObject({
      status: 'pending',
      autoApproved: false,
    });
    const noPlan = await ownerOfTheDomain(true, null);
    const answer = (await claim(noPlan)).json();
    expect(answer).toMatchObject({ status: 'pending' });
    expect(answer.message).toContain(CLAIM_MESSAGES.noPlan);
    expect(await listingRow()).toMatchObject({ unclaimed: true, providerId: null });
  });

  it('a listing without a record e-mail is never approved at once', async () => {
    const owner = await ownerOfTheDomain();
    await db().update(publicRecords).set({ email: null });
    expect((await claim(owner)).json()).toMatchObject({ status: 'pending' });
  });
});
