import { BRAND } from '#shared/constants.ts';
import { Page } from '#web/components/layout/page.tsx';
import { Bullets, Section } from '#web/features/content/components/prose.tsx';

export default function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      description={`What ${BRAND} stores about you, why, and who can see it, in plain language.`}
    >
      <Section title="What we store">
        <Bullets
          items={[
            'Your account: email address, name, account type, and for care providers the company name. Your password is stored only as a one-way hash.',
            'Your profile, if you add them: a phone number and a profile photo.',
            'Favorites you save, and reviews you write of listings and of the website.',
            'Tour requests you send a community: your name, email, phone if you give it, the day and time you prefer, how you want to be contacted and your message.',
            'Searches you save, and whether we email you about new communities that match them.',
            'Reports you make about a listing or a review, and a provider’s claim of a listing.',
            'For care providers: your listings and their photos, and your subscription plan, status and dates. We don’t collect payment card details.',
            'Your email address if you subscribe to the newsletter.',
            'Counts for providers’ analytics: when a listing’s details are opened and when a Call, Email or scheduling button is used, once a day per visitor. To tell visitors apart we keep only a scrambled code made from your account, or from your internet address and browser, that changes every day and for every listing. Your address itself is not stored.',
          ]}
        />
      </Section>
      <Section title="Who can see it">
        <Bullets
          items={[
            'Listings are public. So are reviews, shown with the reviewer’s name.',
            'A tour request goes to the one community you send it to: its provider sees what you put in it, to answer you, and gets it by email.',
            'Otherwise your email, phone, favorites, saved searches and newsletter subscription are private.',
            'Reports are read only by our moderators.',
            'Providers see totals for their own listings, never who viewed them.',
            'When you call or email a community from a listing, your own phone or email app contacts it directly.',
          ]}
        />
        <p>We don’t sell your information or share it with advertisers.</p>
      </Section>
      <Section title="Cookies">
        <Bullets
          items={[
            'A session cookie keeps you signed in. It is httpOnly, so scripts on the page cannot read it, and it ends when you sign out.',
            'A preference cookie remembers whether the Browse filter sidebar is collapsed.',
          ]}
        />
        <p>There are no advertising cookies and no third-party analytics or trackers.</p>
      </Section>
      <Section title="Your location">
        <p>
          If you choose “Use my location” on the Browse page, your browser asks for permission and
          the coordinates are sent with that search to work out distances. They are not saved to
          your account.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          You can edit your name, phone and photo on your Profile page, remove favorites, edit or
          delete your reviews of communities, edit your review of the website, turn off or delete
          your saved searches and their emails, and withdraw a tour request from your profile or
          from the link in its confirmation email. Providers can edit or delete their listings.
          Deleting a whole account isn’t available in the app yet.
        </p>
      </Section>
      <Section title="Changes">
        <p>If what we store changes, we will update this page before the change takes effect.</p>
      </Section>
    </Page>
  );
}
