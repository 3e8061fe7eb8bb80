// The Resources hub's catalogue: shared because the server lists every article in the sitemap.

export const RESOURCE_SECTION_NAMES = ['guides', 'financial', 'caregiving'] as const;
export type ResourceSection = (typeof RESOURCE_SECTION_NAMES)[number];

/** A card of the Resources hub; its article lives at /resources/{section}/{slug}. */
export type ResourceCard = { slug: string; title: string; summary: string };

export type ResourceSectionInfo = {
  section: ResourceSection;
  /** The tab label (docs/product.md §2). */
  label: string;
  cards: readonly ResourceCard[];
};

/** The three tabs of the Resources hub, six cards each (docs/product.md §2 "Resources page"). */
export const RESOURCE_SECTIONS = [
  {
    section: 'guides',
    label: 'Guides & Checklists',
    cards: [
      {
        slug: 'choosing-a-community',
        title: 'How to Choose a Senior Living Community',
        summary:
          'A step-by-step way to narrow the options, from care needs to budget and location.',
      },
      {
        slug: 'tour-checklist',
        title: 'Community Tour Checklist',
        summary: 'What to look at, listen for and ask when you visit a community in person.',
      },
      {
        slug: 'levels-of-care',
        title: 'Understanding Levels of Care',
        summary: 'How independent living, assisted living, memory care and nursing care differ.',
      },
      {
        slug: 'signs-its-time',
        title: 'Signs It May Be Time for More Support',
        summary: 'Changes at home that suggest a loved one needs more help than they have now.',
      },
      {
        slug: 'downsizing',
        title: 'Downsizing a Home, Step by Step',
        summary: 'A calm plan for sorting a lifetime of belongings before a move.',
      },
      {
        slug: 'residency-agreement',
        title: 'Reading a Residency Agreement',
        summary:
          'The clauses to understand before you sign: fees, increases, discharge and refunds.',
      },
    ],
  },
  {
    section: 'financial',
    label: 'Financial Resources',
    cards: [
      {
        slug: 'understanding-costs',
        title: 'Understanding Senior Living Costs',
        summary: 'Pricing models, hidden extras and how to compare communities fairly.',
      },
      {
        slug: 'medicare-coverage',
        title: 'What Medicare Does and Doesn’t Cover',
        summary: 'Where Medicare helps with senior care, and the long-term costs it leaves out.',
      },
      {
        slug: 'medicaid-long-term-care',
        title: 'Medicaid and Long-Term Care',
        summary: 'How Medicaid can pay for nursing home and community-based care.',
      },
      {
        slug: 'veterans-benefits',
        title: 'VA Benefits for Veterans and Spouses',
        summary: 'Aid and Attendance and other VA programs that can help pay for care.',
      },
      {
        slug: 'long-term-care-insurance',
        title: 'Using Long-Term Care Insurance',
        summary: 'How to check a policy, start a claim and keep benefits flowing.',
      },
      {
        slug: 'home-equity-and-savings',
        title: 'Paying with Savings and Home Equity',
        summary: 'Selling or renting a home, bridge options and when to get professional advice.',
      },
    ],
  },
  {
    section: 'caregiving',
    label: 'Caregiving Tips',
    cards: [
      {
        slug: 'caregiver-burnout',
        title: 'Preventing Caregiver Burnout',
        summary: 'Recognize the warning signs and build regular rest into caregiving.',
      },
      {
        slug: 'talking-about-moving',
        title: 'Talking with a Parent About Moving',
        summary: 'How to start the conversation and keep your loved one in charge of the decision.',
      },
      {
        slug: 'dementia-communication',
        title: 'Communicating with Someone Living with Dementia',
        summary: 'Simple techniques that reduce frustration for both of you.',
      },
      {
        slug: 'fall-prevention',
        title: 'Making Home Safer: Preventing Falls',
        summary: 'A room-by-room checklist of simple changes that lower the risk of falls.',
      },
      {
        slug: 'managing-medications',
        title: 'Keeping Track of Medications',
        summary: 'Lists, organizers and questions for the pharmacist that prevent mistakes.',
      },
      {
        slug: 'after-the-move',
        title: 'Helping a Loved One Settle In',
        summary: 'What to expect in the first weeks after a move and how to help.',
      },
    ],
  },
] as const satisfies readonly ResourceSectionInfo[];

export type ResourceSlug<S extends ResourceSectionInfo['section']> = Extract<
  (typeof RESOURCE_SECTIONS)[number],
  { section: S }
>['cards'][number]['slug'];
